import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTaxRules, saveTaxRules, TAX_MESSAGES } from '@hotel/shared/schemas/admin/taxes';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from '../staff/index.ts';
import type { TaxRulesService } from './tax-rules.service.ts';

/** A hotel's service charge and VAT (/adminapi/v1/taxes*): permission taxes.edit for the hotel. */
export const taxRulesRoutes: FastifyPluginAsyncZod<{ taxRules: TaxRulesService; guard: StaffGuard; clock: Clock }> = async (app, { taxRules, guard, clock }) => {
  const tags = ['taxes'];
  app.get(staffPath(getTaxRules), staffQuery(getTaxRules, tags, guard.hotel('taxes.edit')), async (req) => ok(await taxRules.get(req.query.hotel)));
  app.post(staffPath(saveTaxRules), staffBody(saveTaxRules, tags, guard.hotel('taxes.edit')), async (req) => {
    const { rules, changed } = await taxRules.save(currentStaff(req), req.body, clock());
    return ok(rules, changed ? TAX_MESSAGES.saved : TAX_MESSAGES.unchanged);
  });
};
