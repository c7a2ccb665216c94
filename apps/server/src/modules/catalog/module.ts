import type { RatePlanAdminService } from '../inventory/index.ts';
import type { RoomTypeAdminService } from '../rooms/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { catalogRoutes } from './catalog.routes.ts';

/** The back office's catalogue screens: a hotel's rate plans (inventory's) and room types (rooms'). Owns no table. */
export function createCatalogModule(deps: { ratePlanAdmin: RatePlanAdminService; roomTypeAdmin: RoomTypeAdminService }) {
  return {
    adminApi: ((admin, { guard }) => admin.register(catalogRoutes, { plans: deps.ratePlanAdmin, roomTypes: deps.roomTypeAdmin, guard })) satisfies AdminApi,
  };
}
