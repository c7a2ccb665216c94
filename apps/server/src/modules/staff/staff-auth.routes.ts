import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { staffLoginAnswer, staffLoginBody, staffMe, type StaffMe } from '@hotel/shared/schemas/admin/auth';
import { loginTotpEndpoint, setPasswordEndpoints, STAFF_MESSAGES } from '@hotel/shared/schemas/admin/staff';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { isSecureRequest } from '../../plugins/auth.ts';
import { currentStaff, type StaffGuard } from './staff-guard.ts';
import type { PasswordLinkService } from './password-link.service.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { clearedStaffCookie, readStaffCookie, staffCookie } from './staff-cookie.ts';
import type { SignedInStaff, StaffSessionService } from './staff-session.service.ts';

export interface StaffAuthRoutesOptions {
  auth: StaffAuthService;
  sessions: StaffSessionService;
  passwordLinks: PasswordLinkService;
  guard: StaffGuard;
}

const toMe = (staff: SignedInStaff): StaffMe => ({
  email: staff.email,
  name: staff.name,
  role: staff.role,
  hotels: staff.role === 'group_admin' ? null : staff.hotels,
});

/** /adminapi/v1/auth/*: sign in, who am I, sign out here or everywhere. The token only ever travels in the cookie. */
export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (app, { auth, sessions, passwordLinks, guard }) => {
  const tags = ['staff-auth'];

  const startSession = async (req: FastifyRequest, reply: FastifyReply, { token, maxAgeSeconds }: { token: string; maxAgeSeconds: number }) => {
    const staff = await sessions.resolve(token);
    if (!staff) throw new Error('a session just started does not resolve');
    reply.header('set-cookie', staffCookie(token, { secure: isSecureRequest(req), maxAgeSeconds }));
    return ok(toMe(staff), MESSAGES.loginSucceeded);
  };

  /** The person (signed in), or { totpRequired, pendingToken } for those with a second factor: then POST /auth/login/totp. */
  app.post('/auth/login', { schema: { tags, body: staffLoginBody, response: { 200: envelope(staffLoginAnswer) } }, ...guard.publicRoute() }, async (req, reply) => {
    const outcome = await auth.login(req.body.email, req.body.password);
    if (outcome.kind === 'totp') return ok({ totpRequired: true as const, pendingToken: outcome.pendingToken }, STAFF_MESSAGES.totpRequired);
    return startSession(req, reply, outcome);
  });

  app.post(staffPath(loginTotpEndpoint), staffBody(loginTotpEndpoint, tags, guard.publicRoute()), async (req, reply) =>
    startSession(req, reply, await auth.loginWithCode(req.body.pendingToken, req.body.code)),
  );

  /** Public: the link is the credential. Who it is for, so the page can greet them. */
  app.get(staffPath(setPasswordEndpoints.check), staffQuery(setPasswordEndpoints.check, tags, guard.publicRoute()), async (req) =>
    ok(await passwordLinks.check(req.query.token)),
  );

  /** Sets the password once; a refused password counts toward the link's attempt cap. */
  app.post(staffPath(setPasswordEndpoints.set), { ...staffBody(setPasswordEndpoints.set, tags, guard.publicRoute()), attachValidation: true }, async (req) => {
    if (req.validationError) {
      const token = (req.body as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string') await passwordLinks.countFailure(token);
      throw req.validationError;
    }
    await passwordLinks.setPassword(req.body.token, req.body.password);
    return ok(null, STAFF_MESSAGES.passwordSet);
  });

  app.get('/auth/me', { schema: { tags, response: { 200: envelope(staffMe) } }, ...guard.signedIn() }, async (req) => ok(toMe(currentStaff(req))));

  /** Revokes this browser's session (one that already ended is dropped by the guard, with its cookie). */
  app.post('/auth/logout', { schema: { tags, body: z.object({}).nullish(), response: { 200: envelope(z.null()) } }, ...guard.signedIn() }, async (req, reply) => {
    const token = readStaffCookie(req.headers.cookie);
    await sessions.revoke(token);
    if (token !== undefined) reply.header('set-cookie', clearedStaffCookie({ secure: isSecureRequest(req) }));
    return ok(null, SERVER_MESSAGES.loggedOut);
  });

  app.post(
    '/auth/logout-all',
    { schema: { tags, body: z.object({}).nullish(), response: { 200: envelope(z.null()) } }, ...guard.signedIn() },
    async (req, reply) => {
      await sessions.revokeAllOf(currentStaff(req).staffId);
      reply.header('set-cookie', clearedStaffCookie({ secure: isSecureRequest(req) }));
      return ok(null, SERVER_MESSAGES.staffLoggedOutEverywhere);
    },
  );
};
