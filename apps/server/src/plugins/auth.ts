import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { CHANNEL } from '@hotel/shared/constants';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { REQUEST_HEADERS } from '@hotel/shared/schemas/envelope';
import { NOT_LOGGED_IN_STATUS_CODE } from '@hotel/shared/schemas/user';
import { failure } from '../lib/envelope.ts';
import { isWellFormedToken, readSessionCookie, type MemberSession, type SessionService } from '../modules/session/index.ts';

export interface AuthenticatedSession extends MemberSession {
  via: 'header' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember; null on routes that do not require a member. */
    memberSession: AuthenticatedSession | null;
  }
}

/** What requireMember learnt about a request's session cookie (dead-session-cookie.ts reads it instead of asking again). */
const cookieVerdicts = new WeakMap<FastifyRequest, 'live' | 'dead'>();

export function cookieVerdict(request: FastifyRequest): 'live' | 'dead' | undefined {
  return cookieVerdicts.get(request);
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('memberSession', null);
}

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The token of a request: the usertoken header (the spec's contract for API clients) when it
 * holds a token, else the ft_session cookie (the website). A header with some other value is
 * still used when there is no cookie, so a forged token is refused rather than ignored.
 */
export function requestToken(request: FastifyRequest): { token: string; via: 'header' | 'cookie' } | null {
  const header = headerValue(request, REQUEST_HEADERS.usertoken)?.trim();
  if (header && isWellFormedToken(header)) return { token: header, via: 'header' };
  const cookie = readSessionCookie(headerValue(request, 'cookie'));
  if (cookie) return { token: cookie, via: 'cookie' };
  return header ? { token: header, via: 'header' } : null;
}

/**
 * CSRF: a cookie rides along on any request to the site, but a cross-site page cannot add
 * custom headers without a CORS preflight, which this server never grants. So a
 * cookie-authenticated write must carry the headers every page of the site sends.
 */
export function hasSiteHeaders(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  return carriesSiteHeaders(request);
}

/** The site's headers whatever the method: for the few GETs that change state (spec's cancleOrder). */
export function carriesSiteHeaders(request: FastifyRequest): boolean {
  return (
    headerValue(request, REQUEST_HEADERS.channel) === CHANNEL &&
    Boolean(headerValue(request, REQUEST_HEADERS.random)?.trim()) &&
    Boolean(headerValue(request, REQUEST_HEADERS.timestamp)?.trim())
  );
}

/**
 * https directly, or behind a proxy the app trusts (TRUST_PROXY) whose X-Forwarded-Proto says so;
 * decides the cookies' Secure flag and HSTS. Without TRUST_PROXY the header is anyone's to send
 * and is ignored, as Fastify's request.protocol does (decision 0030).
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function sendNotLoggedIn(reply: FastifyReply): FastifyReply {
  return reply.code(401).send(failure(NOT_LOGGED_IN_STATUS_CODE, MESSAGES.notLoggedIn));
}

export function sendCsrfRejected(reply: FastifyReply): FastifyReply {
  return reply.code(403).send(failure(403, SERVER_MESSAGES.csrfRejected));
}

/**
 * onRequest hook of member routes: a missing, malformed, forged, expired or revoked token gets
 * HTTP 401 with statusCode 9999 and まだログインしていません, before the body is parsed or the
 * input validated, so nobody learns a validation rule without signing in (as the staff guard).
 */
export function requireMember(sessions: SessionService): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const found = requestToken(request);
    const session = found ? await sessions.resolve(found.token) : null;
    if (found?.via === 'cookie') cookieVerdicts.set(request, session ? 'live' : 'dead');
    if (!found || !session) return sendNotLoggedIn(reply);
    if (found.via === 'cookie' && !hasSiteHeaders(request)) return sendCsrfRejected(reply);
    request.memberSession = { ...session, via: found.via };
  };
}

/**
 * onRequest hook after requireMember for a GET that changes something: a cookie alone is not
 * enough (a link on another site would carry it), the site's headers must be there too.
 */
export const requireSiteHeadersForCookie: onRequestAsyncHookHandler = async (request, reply) => {
  if (request.memberSession?.via === 'cookie' && !carriesSiteHeaders(request)) return sendCsrfRejected(reply);
};

/** The member of a request that passed requireMember. */
export function currentMember(request: FastifyRequest): AuthenticatedSession {
  if (!request.memberSession) throw new Error('currentMember() on a route without requireMember');
  return request.memberSession;
}
