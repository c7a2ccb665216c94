import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { ok } from '../../lib/envelope.ts';
import {
  currentMember,
  hasSiteHeaders,
  isSecureRequest,
  requestToken,
  sendCsrfRejected,
  sendNotLoggedIn,
} from '../../plugins/auth.ts';
import { memberScope } from '../../plugins/member-routes.ts';
import { clearedSessionCookie, readSessionCookie, SESSION_LIFETIME_SECONDS, sessionCookie, type SessionService } from '../session/index.ts';
import type { AccountService } from './account.service.ts';
import { MemberGone, type ProfileService } from './profile.service.ts';

export interface UserRoutesOptions {
  accounts: AccountService;
  profiles: ProfileService;
  sessions: SessionService;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { accounts, profiles, sessions }) => {
  // Logging in and out answers no-store too: every answer here is about one member.
  const memberOnly = memberScope(app, sessions);
  const tags = ['user'];

  app.get('/user/smscode', { schema: { tags, querystring: smsCodeQuery, response: { 200: envelope(z.null()) } } }, async (req) => {
    await accounts.requestSmsCode(req.query.mobile, req.query.type, req.ip);
    return ok(null, SERVER_MESSAGES.smsSent);
  });

  app.post('/user/register', { schema: { tags, body: registerBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    await accounts.register(req.body, req.ip);
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
