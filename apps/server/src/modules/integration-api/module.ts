import type { FastifyInstance } from 'fastify';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { integrationApiRoutes } from './integration-api.routes.ts';
import { registerIntegrationGuard, type IntegrationRouteEntry } from './integration-guard.ts';
import { integrationKeyAdminRoutes } from './integration-key-admin.routes.ts';
import { IntegrationKeyRepository } from './integration-key.repository.ts';
import { IntegrationKeysService } from './integration-keys.service.ts';
import type { InventoryEdits } from './inventory-write.ts';
import { ReservationFeedService, type ChangedOrders } from './reservation-feed.service.ts';

export interface IntegrationApiModuleDeps {
  audit: AuditTrail;
  /** Orders' reads of a hotel's changed orders and of one order. */
  orders: ChangedOrders;
  /** Inventory's bulk edit of the rates grid. */
  inventory: InventoryEdits;
  /** Which of these codes are hotels. */
  hotelCodesAmong(codes: Iterable<string>): Promise<string[]>;
}

/**
 * The integration API (issue 27, decision 0065): per-integration keys the group administrator
 * makes and revokes, and /integrationapi/v1 for a hotel's PMS, which reads the reservations
 * changed since its cursor and sets rooms to sell and stop-sell.
 */
export function createIntegrationApiModule({ db, clock, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction'>, deps: IntegrationApiModuleDeps) {
  const integrationKeys = new IntegrationKeysService({ inTransaction, keys: new IntegrationKeyRepository(db), audit: deps.audit, hotelCodesAmong: (codes) => deps.hotelCodesAmong(codes), clock });
  const feed = new ReservationFeedService(deps.orders);
  /** Every integration route and method (HEAD included) with its declaration, filled as the scope registers them. */
  const integrationRoutes: IntegrationRouteEntry[] = [];
  return {
    integrationKeys,
    integrationRoutes: integrationRoutes as readonly IntegrationRouteEntry[],
    /** The integration API's routes, registered by app.ts in their own scope under /integrationapi/v1 after the scope's OpenAPI document. */
    integrationApi: async (scope: FastifyInstance, { document }: { document: () => unknown }) => {
      registerIntegrationGuard(scope, integrationKeys, integrationRoutes);
      await scope.register(integrationApiRoutes, { feed, inventory: deps.inventory, clock, document });
    },
    adminApi: ((admin, { guard }) => admin.register(integrationKeyAdminRoutes, { keys: integrationKeys, guard })) satisfies AdminApi,
  };
}
