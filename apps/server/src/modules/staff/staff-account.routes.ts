import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { accountEndpoints, STAFF_MESSAGES, type MyAccount } from '@hotel/shared/schemas/admin/staff';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type StaffGuard } from './staff-guard.ts';
import type { SecondFactorService } from './second-factor.service.ts';
import type { SignedInStaff } from './staff-session.service.ts';

export interface StaffAccountRoutesOptions {
  secondFactor: SecondFactorService;
  guard: StaffGuard;
}

/** /adminapi/v1/account/*: my own account, for anyone signed in (the second factor; sign out everywhere is /auth/logout-all). */
export const staffAccountRoutes: FastifyPluginAsyncZod<StaffAccountRoutesOptions> = async (app, { secondFactor, guard }) => {
  const tags = ['account'];
  const mineOnly = guard.signedIn();
  const e = accountEndpoints;
  const mine = async (staff: SignedInStaff): Promise<MyAccount> => ({
    email: staff.email,
    name: staff.name,
    role: staff.role,
    hotels: staff.role === 'group_admin' ? null : staff.hotels,
    totp: await secondFactor.isOn(staff.staffId),
  });

  app.get(staffPath(e.me), staffQuery(e.me, tags, mineOnly), async (req) =>
    ok(await mine(currentStaff(req))),
  );

  app.post(staffPath(e.totpStart), { schema: { tags, body: e.totpStart.input.nullish(), response: { 200: envelope(e.totpStart.output) } }, ...mineOnly }, async (req) =>
    ok(await secondFactor.start(currentStaff(req)), STAFF_MESSAGES.totpStarted),
  );

  app.post(staffPath(e.totpConfirm), staffBody(e.totpConfirm, tags, mineOnly), async (req) => {
    await secondFactor.confirm(currentStaff(req), req.body.code);
    return ok(await mine(currentStaff(req)), STAFF_MESSAGES.totpEnabled);
  });

  app.post(staffPath(e.totpDisable), staffBody(e.totpDisable, tags, mineOnly), async (req) => {
    await secondFactor.disable(currentStaff(req), req.body.code);
    return ok(await mine(currentStaff(req)), STAFF_MESSAGES.totpDisabled);
  });
};
