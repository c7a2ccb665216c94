import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratesBulkEndpoint, ratesCalendarEndpoint, ratesSavedMessage } from '@hotel/shared/schemas/admin/rates';
import { envelope } from '@hotel/shared/schemas/envelope';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { RatesBulkEditService } from './rates-bulk-edit.service.ts';
import type { RatesCalendarService } from './rates-calendar.service.ts';

export interface RatesRoutesOptions {
  calendar: RatesCalendarService;
  bulkEdit: RatesBulkEditService;
  guard: StaffGuard;
  clock: Clock;
}

const pathOf = (endpoint: { path: string }) => endpoint.path.replace(/^\/adminapi\/v1/, '');

/** The back office's rates-and-availability calendar (/adminapi/v1/rates/*): permission rates.edit for the hotel. */
export const ratesRoutes: FastifyPluginAsyncZod<RatesRoutesOptions> = async (app, { calendar, bulkEdit, guard, clock }) => {
  const tags = ['rates'];

  app.get(
    pathOf(ratesCalendarEndpoint),
    {
      schema: { tags, querystring: ratesCalendarEndpoint.input, response: { 200: envelope(ratesCalendarEndpoint.output) } },
      ...guard.hotel('rates.edit'),
    },
    async (req) => ok(await calendar.calendar(req.query, clock())),
  );

  app.post(
    pathOf(ratesBulkEndpoint),
    {
      schema: { tags, body: ratesBulkEndpoint.input, response: { 200: envelope(ratesBulkEndpoint.output) } },
      ...guard.hotel('rates.edit'),
    },
    async (req) => {
      const result = await bulkEdit.bulkEdit(currentStaff(req), req.body, clock());
      return ok(result, ratesSavedMessage(result, req.body.changes));
    },
  );
};
