import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearedSessionCookie, readSessionCookie, type SessionService } from '../modules/session/index.ts';
import { cookieVerdict, isSecureRequest } from './auth.ts';

/** Answers (API envelopes and pages) where a dead cookie is worth clearing; not static files. */
const CLEARABLE = /^(application\/json|text\/html)/;

/**
 * A session cookie whose token is unknown, revoked or expired is dropped on the answer
 * (Set-Cookie with Max-Age=0 and the attributes it was set with), on API calls and page loads
 * alike: otherwise the browser sends it for a year, every page asks who the visitor is, and
 * the header never learns that the visitor is logged out. An answer that sets the cookie
 * itself (login, logout) is left alone.
 */
export function clearDeadSessionCookies(app: FastifyInstance, sessions: SessionService): void {
  // A callback hook: only an answer to a request with a session cookie not yet looked up waits for anything.
  app.addHook('onSend', (request, reply, payload, done) => {
    const token = readSessionCookie(request.headers.cookie);
    if (token === undefined || reply.hasHeader('set-cookie') || !CLEARABLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const known = cookieVerdict(request);
    if (known) {
      clearIfDead(request, reply, known);
      return done(null, payload);
    }
    // A lookup that fails (the database is away) says nothing about the cookie: it stays, and the
    // answer already made (a 503) goes out as it is; a throw here would replace it with Fastify's
    // own error JSON, the failed query's text included.
    sessions.resolve(token).then(
      (live) => {
        clearIfDead(request, reply, live ? 'live' : 'dead');
        done(null, payload);
      },
      () => done(null, payload),
    );
  });
}

function clearIfDead(request: FastifyRequest, reply: FastifyReply, verdict: 'live' | 'dead'): void {
  if (verdict !== 'dead') return;
  reply.header('set-cookie', clearedSessionCookie({ secure: isSecureRequest(request) }));
  // An answer that clears a cookie is one visitor's: no shared cache may keep it.
  reply.header('cache-control', 'no-store');
}
