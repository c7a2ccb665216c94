import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { staffLoginBody, staffMe, type StaffMe } from '@hotel/shared/schemas/admin/auth';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { isSecureRequest } from '../../plugins/auth.ts';
import { currentStaff, type RequireStaff } from './require-staff.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { clearedStaffCookie, readStaffCookie, staffCookie } from './staff-cookie.ts';
import type { SignedInStaff, StaffSessionService } from './staff-session.service.ts';

export interface StaffAuthRoutesOptions {
  auth: StaffAuthService;
  sessions: StaffSessionService;
  requireStaff: RequireStaff;
}

const toMe = (staff: SignedInStaff): StaffMe => ({
  email: staff.email,
  name: staff.name,
  role: staff.role,
  hotels: staff.role === 'group_admin' ? null : staff.hotels,
});

/** /adminapi/v1/auth/*: sign in, who am I, sign out here or everywhere. The token only ever travels in the cookie. */
export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (app, { auth, sessions, requireStaff }) => {
  const tags = ['staff-auth'];

  app.post('/auth/login', { schema: { tags, body: staffLoginBody, response: { 200: envelope(staffMe) } } }, async (req, reply) => {
    const { token, maxAgeSeconds } = await auth.login(req.body.email, req.body.password);
    const staff = await sessions.resolve(token);
    if (!staff) throw new Error('a session just started does not resolve');
    reply.header('set-cookie', staffCookie(token, { secure: isSecureRequest(req), maxAgeSeconds }));
    return ok(toMe(staff), MESSAGES.loginSucceeded);
  });

  app.get('/auth/me', { schema: { tags, response: { 200: envelope(staffMe) } }, preHandler: requireStaff() }, async (req) => ok(toMe(currentStaff(req))));

  /** Revokes this browser's session, if any; signing out twice is fine. */
  app.post('/auth/logout', { schema: { tags, body: z.object({}).nullish(), response: { 200: envelope(z.null()) } } }, async (req, reply) => {
    const token = readStaffCookie(req.headers.cookie);
    await sessions.revoke(token);
    if (token !== undefined) reply.header('set-cookie', clearedStaffCookie({ secure: isSecureRequest(req) }));
    return ok(null, SERVER_MESSAGES.loggedOut);
  });

  app.post(
    '/auth/logout-all',
    { schema: { tags, body: z.object({}).nullish(), response: { 200: envelope(z.null()) } }, preHandler: requireStaff() },
    async (req, reply) => {
      await sessions.revokeAllOf(currentStaff(req).staffId);
      reply.header('set-cookie', clearedStaffCookie({ secure: isSecureRequest(req) }));
      return ok(null, SERVER_MESSAGES.staffLoggedOutEverywhere);
    },
  );
};
