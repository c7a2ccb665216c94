/**
 * Webhooks for the hotels' PMS (issue 27, decision 0064): each change to a reservation of a hotel
 * with an endpoint is an event written by a trigger on orders (migration 0030) in the change's own
 * transaction; the sender delivers each, signed (HMAC-SHA256 over time and body), until acknowledged.
 */
export { type WebhookDeliveryService } from './webhook-delivery.service.ts';
export { checkSignature, EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER } from './webhook-signature.ts';
export { createWebhooksModule } from './module.ts';
