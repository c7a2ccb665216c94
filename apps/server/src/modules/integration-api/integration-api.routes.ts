import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { ratesSavedMessage } from '@hotel/shared/schemas/admin/rates';
import { envelope } from '@hotel/shared/schemas/envelope';
import { integrationReservation, inventoryBody, inventoryResult, reservationParams, reservationQuery, reservationsPage, reservationsQuery } from '@hotel/shared/schemas/integration-api';
import type { Clock } from '../../lib/clock.ts';
import { failure, ok } from '../../lib/envelope.ts';
import type { IntegrationAccess } from './integration-guard.ts';
import type { InventoryEdits } from './inventory-write.ts';
import { toBulkEdit } from './inventory-write.ts';
import type { ReservationFeedService } from './reservation-feed.service.ts';

export interface IntegrationApiRoutesOptions {
  feed: ReservationFeedService;
  inventory: InventoryEdits;
  clock: Clock;
  /** The integration API's own OpenAPI document (plugins/openapi.ts). */
  document: () => unknown;
}

const access = (a: IntegrationAccess) => ({ config: { integrationAccess: a } });
const BEARER = [{ bearer: [] }];
const tags = ['integration'];

/**
 * /integrationapi/v1 (decision 0065): routes validate and delegate. The guard (integration-guard.ts)
 * has authenticated the key, checked its hotel and scope before any of this runs.
 */
export const integrationApiRoutes: FastifyPluginAsyncZod<IntegrationApiRoutesOptions> = async (app, { feed, inventory, clock, document }) => {
  app.get(
    '/reservations',
    {
      schema: { tags, security: BEARER, summary: 'Reservations changed since a cursor, oldest change first', querystring: reservationsQuery, response: { 200: envelope(reservationsPage) } },
      ...access({ scope: 'read', hotel: true, action: 'api_reservations' }),
    },
    async (req) => {
      const page = await feed.changed(req.query);
      req.integrationUse = { hotel: req.query.hotel, cursor: req.query.cursor ?? null, count: page.items.length };
      return ok(page);
    },
  );

  app.get(
    '/reservations/:orderNo',
    {
      schema: { tags, security: BEARER, summary: 'One reservation of the hotel by its order number', params: reservationParams, querystring: reservationQuery, response: { 200: envelope(integrationReservation) } },
      ...access({ scope: 'read', hotel: true, action: 'api_reservation' }),
    },
    async (req) => {
      const reservation = await feed.one(req.query.hotel, req.params.orderNo);
      req.integrationUse = { hotel: req.query.hotel, orderNo: reservation.orderNo };
      return ok(reservation);
    },
  );

  app.post(
    '/inventory',
    {
      schema: { tags, security: BEARER, summary: "Rooms to sell and stop-sell for a hotel's room types and nights (the rates grid's rules)", body: inventoryBody, response: { 200: envelope(inventoryResult) } },
      ...access({ scope: 'write', hotel: true, action: 'api_inventory' }),
    },
    async (req) => {
      const edit = toBulkEdit(req.body);
      const result = await inventory.bulkEdit({ integrationKey: req.integrationKey!.name }, edit, clock());
      req.integrationUse = { hotel: req.body.hotel, roomTypes: edit.roomTypes.join(','), from: edit.from, to: edit.to, nightsChanged: result.nightsChanged };
      return ok(result, ratesSavedMessage(result, edit.changes));
    },
  );

  app.get('/openapi.json', { schema: { hide: true }, ...access({ scope: 'read', hotel: false, action: 'api_docs' }) }, async () => document());

  // Under the prefix, an unknown path is 404 to a key and 401 without one (the guard answers first). A
  // route of the scope, not only its 404 handler: the web app's catch-all (main.ts) would answer it first.
  const unknownPath = async (_request: unknown, reply: FastifyReply) => reply.status(404).send(failure(404, SERVER_MESSAGES.routeNotFound));
  for (const path of ['/', '/*']) app.all(path, { schema: { hide: true }, ...access({ scope: 'read', hotel: false, action: 'api_unknown' }) }, unknownPath);
  app.setNotFoundHandler(unknownPath);
};
