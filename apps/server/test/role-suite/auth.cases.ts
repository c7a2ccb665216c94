import type { RoleCase } from './role-case.ts';
import { STAFF_ROLES } from '@hotel/shared/schemas/admin/auth';

/** /adminapi/v1/auth: anyone signed in may ask who they are and sign out everywhere. */
export const authCases: RoleCase[] = [
  { route: 'GET /adminapi/v1/auth/me', allowed: STAFF_ROLES, perHotel: false, request: () => ({ method: 'GET', path: '/auth/me' }) },
];

/**
 * Not in the suite, on purpose: the sign-in itself and its code step (public: the pending token is
 * the credential; staff-totp.test.ts), signing out (which needs no session and is harmless without
 * one), logout-all, which would end the suite's own sessions (its guard is tested in
 * staff-auth.test.ts), and set-password, public because the one-time link is the credential
 * (admin-staff-password-link.test.ts).
 */
export const ROUTES_WITHOUT_ROLE_CASE = [
  'POST /adminapi/v1/auth/login',
  'POST /adminapi/v1/auth/login/totp',
  'POST /adminapi/v1/auth/logout',
  'POST /adminapi/v1/auth/logout-all',
  'GET /adminapi/v1/auth/set-password',
  'POST /adminapi/v1/auth/set-password',
];
