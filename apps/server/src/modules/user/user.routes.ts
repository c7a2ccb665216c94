import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { SESSION_MODE_HEADER } from '@hotel/shared/schemas/user';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import { hasSiteHeaders, isSecureRequest, requestToken, sendCsrfRejected, sendNotLoggedIn } from '../../plugins/auth.ts';
import { clearedSessionCookie, readSessionCookie, SESSION_LIFETIME_SECONDS, sessionCookie, type SessionService } from '../session/index.ts';
import type { AccountService } from './account.service.ts';
import { MemberGone, type ProfileService } from './profile.service.ts';
import { callerLanguage } from '../../lib/caller-language.ts';

export interface UserRoutesOptions {
  accounts: AccountService;
  profiles: ProfileService;
  sessions: SessionService;
}

// Logging in and out answers no-store too: every answer here is about one member.
export const userRoutes = {
  smscode: {
    access: 'public',
    cache: 'no-store',
    message: SERVER_MESSAGES.smsSent,
    run: async ({ accounts }, i, { request }) => {
      await accounts.requestSmsCode(i.mobile, i.type, request.ip, callerLanguage(request));
      return null;
    },
  },

  register: {
    access: 'public',
    cache: 'no-store',
    message: SERVER_MESSAGES.registered,
    run: async ({ accounts }, i, { request }) => {
      await accounts.register(i, request.ip, callerLanguage(request));
      return null;
    },
  },

  /**
   * With `x-session-mode: cookie` (the website) the session goes into the HttpOnly cookie and
   * the body's token is null; otherwise the token is in the body (the spec's contract).
   */
  login: {
    access: 'public',
    cache: 'no-store',
    message: MESSAGES.loginSucceeded,
    run: async ({ accounts }, i, { request, reply }) => {
      const { token, name } = await accounts.login(i, request.headers['user-agent']);
      if (request.headers[SESSION_MODE_HEADER] === 'cookie') {
        reply.header('set-cookie', sessionCookie(token, { secure: isSecureRequest(request), maxAgeSeconds: SESSION_LIFETIME_SECONDS }));
        return { token: null, name };
      }
      return { token, name };
    },
  },

  userdetail: {
    access: 'member',
    run: async ({ profiles }, _i, { memberId, reply }) => {
      try {
        return await profiles.detail(memberId);
      } catch (error) {
        if (error instanceof MemberGone) return sendNotLoggedIn(reply);
        throw error;
      }
    },
  },

  modifyUser: {
    access: 'member',
    message: MESSAGES.profileModified,
    run: async ({ profiles }, i, { memberId, reply }) => {
      try {
        await profiles.rename(memberId, i.name);
      } catch (error) {
        if (error instanceof MemberGone) return sendNotLoggedIn(reply);
        throw error;
      }
      return null;
    },
  },

  /** Revokes the request's session, if any, and drops the cookie; logging out twice is fine. */
  logout: {
    access: 'public',
    cache: 'no-store',
    routeInput: z.object({}).nullish(),
    message: SERVER_MESSAGES.loggedOut,
    run: async ({ sessions }, _i, { request, reply }) => {
      const found = requestToken(request);
      if (found?.via === 'cookie' && !hasSiteHeaders(request)) return sendCsrfRejected(reply);
      await sessions.revoke(found?.token);
      if (readSessionCookie(request.headers.cookie) !== undefined) reply.header('set-cookie', clearedSessionCookie({ secure: isSecureRequest(request) }));
      return null;
    },
  },
} satisfies GuestRoutes<UserRoutesOptions>;
