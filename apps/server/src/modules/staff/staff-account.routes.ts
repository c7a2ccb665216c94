import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { accountEndpoints, STAFF_MESSAGES, type MyAccount } from '@hotel/shared/schemas/admin/staff';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, type StaffGuard } from './staff-guard.ts';
import type { SecondFactorService } from './second-factor.service.ts';
import type { SignedInStaff } from './staff-session.service.ts';

export interface StaffAccountRoutesOptions {
  secondFactor: SecondFactorService;
  guard: StaffGuard;
}

const path = (p: `/adminapi/v1/${string}`) => p.replace('/adminapi/v1', '');

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

  app.get(path(e.me.path), { schema: { tags, querystring: e.me.input, response: { 200: envelope(e.me.output) } }, ...mineOnly }, async (req) =>
    ok(await mine(currentStaff(req))),
  );

  app.post(path(e.totpStart.path), { schema: { tags, body: e.totpStart.input.nullish(), response: { 200: envelope(e.totpStart.output) } }, ...mineOnly }, async (req) =>
    ok(await secondFactor.start(currentStaff(req)), STAFF_MESSAGES.totpStarted),
  );

  app.post(path(e.totpConfirm.path), { schema: { tags, body: e.totpConfirm.input, response: { 200: envelope(e.totpConfirm.output) } }, ...mineOnly }, async (req) => {
    await secondFactor.confirm(currentStaff(req), req.body.code);
    return ok(await mine(currentStaff(req)), STAFF_MESSAGES.totpEnabled);
  });

  app.post(path(e.totpDisable.path), { schema: { tags, body: e.totpDisable.input, response: { 200: envelope(e.totpDisable.output) } }, ...mineOnly }, async (req) => {
    await secondFactor.disable(currentStaff(req), req.body.code);
    return ok(await mine(currentStaff(req)), STAFF_MESSAGES.totpDisabled);
  });
};
