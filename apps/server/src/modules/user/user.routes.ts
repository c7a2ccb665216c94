import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@hotel/db/client';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { envelope } from '@hotel/shared/schemas/envelope';
import {
  loginBody,
  loginResult,
  modifyUserBody,
  registerBody,
  SESSION_MODE_HEADER,
  smsCodeQuery,
  userDetail,
} from '@hotel/shared/schemas/user';
import type { Clock } from '../../clock.ts';
import { ok } from '../../envelope.ts';
import {
  currentMember,
  hasSiteHeaders,
  isSecureRequest,
  requestToken,
  requireMember,
  sendCsrfRejected,
  sendNotLoggedIn,
} from '../../plugins/auth.ts';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from '../session/session-cookie.ts';
import { SESSION_LIFETIME_SECONDS, type SessionService } from '../session/session.service.ts';
import type { SmsCodeService } from '../sms/sms-code.service.ts';
import { AccountService } from './account.service.ts';
import { MemberRepository } from './member.repository.ts';
import { MemberGone, ProfileService } from './profile.service.ts';

export interface UserRoutesOptions {
  db: Database;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  clock: Clock;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { db, sessions, smsCodes, clock }) => {
  const members = new MemberRepository(db);
  const accounts = new AccountService(members, smsCodes, sessions, clock);
  const profiles = new ProfileService(members, clock);
  const memberOnly = requireMember(sessions);
  const tags = ['user'];

  // Member answers are personal: never stored by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/user/smscode', { schema: { tags, querystring: smsCodeQuery, response: { 200: envelope(z.null()) } } }, async (req) => {
    await accounts.requestSmsCode(req.query.mobile, req.query.type, req.ip);
    return ok(null, SERVER_MESSAGES.smsSent);
  });

  app.post('/user/register', { schema: { tags, body: registerBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    await accounts.register(req.body);
    return ok(null, SERVER_MESSAGES.registered);
  });

  /**
   * With `x-session-mode: cookie` (the website) the session goes into the HttpOnly cookie and
   * the body's token is null; otherwise the token is in the body (the spec's contract).
   */
  app.post('/user/login', { schema: { tags, body: loginBody, response: { 200: envelope(loginResult) } } }, async (req, reply) => {
    const { token, name } = await accounts.login(req.body, req.headers['user-agent']);
    if (req.headers[SESSION_MODE_HEADER] === 'cookie') {
      reply.header('set-cookie', sessionCookie(token, { secure: isSecureRequest(req), maxAgeSeconds: SESSION_LIFETIME_SECONDS }));
      return ok({ token: null, name }, MESSAGES.loginSucceeded);
    }
    return ok({ token, name }, MESSAGES.loginSucceeded);
  });

  app.get('/user/userdetail', { schema: { tags, response: { 200: envelope(userDetail) } }, preHandler: memberOnly }, async (req, reply) => {
    try {
      return ok(await profiles.detail(currentMember(req).memberId));
    } catch (error) {
      if (error instanceof MemberGone) return sendNotLoggedIn(reply);
      throw error;
    }
  });

  app.post(
    '/user/modifyUser',
    { schema: { tags, body: modifyUserBody, response: { 200: envelope(z.null()) } }, preHandler: memberOnly },
    async (req, reply) => {
      try {
        await profiles.rename(currentMember(req).memberId, req.body.name);
      } catch (error) {
        if (error instanceof MemberGone) return sendNotLoggedIn(reply);
        throw error;
      }
      return ok(null, MESSAGES.profileModified);
    },
  );

  /** Revokes the request's session, if any, and drops the cookie; logging out twice is fine. */
  app.post('/user/logout', { schema: { tags, body: z.object({}).nullish(), response: { 200: envelope(z.null()) } } }, async (req, reply) => {
    const found = requestToken(req);
    if (found?.via === 'cookie' && !hasSiteHeaders(req)) return sendCsrfRejected(reply);
    await sessions.revoke(found?.token);
    if (readSessionCookie(req.headers.cookie) !== undefined) reply.header('set-cookie', clearedSessionCookie({ secure: isSecureRequest(req) }));
    return ok(null, SERVER_MESSAGES.loggedOut);
  });
};
