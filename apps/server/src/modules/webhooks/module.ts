import type { ModuleKit } from '../../lib/module-kit.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import type { AuditTrail } from '../audit/index.ts';
import { DEMO_CHANNEL_KEY, endpointProblem, parseAllowedHosts } from '../channels/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { webhookAdminRoutes } from './webhook-admin.routes.ts';
import { WebhookAdminService, type WebhookHotels } from './webhook-admin.service.ts';
import { fetchWebhookTransport, WebhookDeliveryService, type ReservationOf, type WebhookFailing } from './webhook-delivery.service.ts';
import { WebhookRepository } from './webhook.repository.ts';

export interface WebhooksModuleDeps {
  hotels: WebhookHotels;
  /** The order as the staff API shows it (the event's body). */
  reservationOf: ReservationOf;
  audit: AuditTrail;
  /** Notices': the group administrator told of an endpoint failing for 30 minutes. */
  alerts: { webhookFailing(failing: WebhookFailing): Promise<void> };
  /** CHANNEL_SECRET_KEY (seals the signing secrets too); unset: the public demo key. */
  secretKey?: string;
  /** CHANNEL_ALLOWED_HOSTS: the same exceptions to the address rule as channel connections. */
  allowedHosts?: string;
}

/**
 * Webhooks for the hotels' PMS (issue 27, decision 0064): the endpoints, the events each is owed
 * (written by migration 0030's trigger on orders) and the sender that delivers them, signed.
 */
export function createWebhooksModule({ db, clock, log, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'log' | 'inTransaction'>, deps: WebhooksModuleDeps) {
  const repository = new WebhookRepository(db);
  const box = new SecretBox(deps.secretKey ?? DEMO_CHANNEL_KEY);
  const allowed = parseAllowedHosts(deps.allowedHosts);
  const checkAddress = (url: string) => endpointProblem(url, allowed, undefined, '送信先URL');
  const webhookDelivery = new WebhookDeliveryService({ inTransaction, repository, reservationOf: deps.reservationOf, box, transport: fetchWebhookTransport, endpointProblem: checkAddress, alerts: deps.alerts, clock, log });
  const webhookAdmin = new WebhookAdminService({ inTransaction, repository, hotels: deps.hotels, delivery: webhookDelivery, reservationOf: deps.reservationOf, box, endpointProblem: checkAddress, audit: deps.audit, clock });
  return {
    /** How many endpoints are stored (main.ts: their secrets need CHANNEL_SECRET_KEY). */
    webhookEndpointCount: () => repository.count(),
    webhookDelivery,
    adminApi: ((admin, { guard }) => admin.register(webhookAdminRoutes, { webhooks: webhookAdmin, guard })) satisfies AdminApi,
  };
}
