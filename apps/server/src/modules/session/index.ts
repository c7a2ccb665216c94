/** Login sessions (sessions) and the ft_session cookie; plugins/auth.ts and user read them here. */
export { SessionService, SESSION_LIFETIME_SECONDS, isWellFormedToken, type MemberSession } from './session.service.ts';
export { clearedSessionCookie, readSessionCookie, sessionCookie } from './session-cookie.ts';
export { createSessionModule } from './module.ts';
