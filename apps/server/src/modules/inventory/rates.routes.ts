import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratesBulkEndpoint, ratesCalendarEndpoint, ratesSavedMessage } from '@hotel/shared/schemas/admin/rates';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { RatesBulkEditService } from './rates-bulk-edit.service.ts';
import type { RatesCalendarService } from './rates-calendar.service.ts';

export interface RatesRoutesOptions {
  calendar: RatesCalendarService;
  bulkEdit: RatesBulkEditService;
  guard: StaffGuard;
  clock: Clock;
}

/** The back office's rates-and-availability calendar (/adminapi/v1/rates/*): permission rates.edit for the hotel. */
export const ratesRoutes: FastifyPluginAsyncZod<RatesRoutesOptions> = async (app, { calendar, bulkEdit, guard, clock }) => {
  const tags = ['rates'];

  app.get(staffPath(ratesCalendarEndpoint), staffQuery(ratesCalendarEndpoint, tags, guard.hotel('rates.edit')), async (req) =>
    ok(await calendar.calendar(req.query, clock())),
  );

  app.post(staffPath(ratesBulkEndpoint), staffBody(ratesBulkEndpoint, tags, guard.hotel('rates.edit')), async (req) => {
    const result = await bulkEdit.bulkEdit(currentStaff(req), req.body, clock());
    return ok(result, ratesSavedMessage(result, req.body.changes));
  });
};
