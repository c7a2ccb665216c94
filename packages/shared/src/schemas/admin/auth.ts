import { z } from 'zod';
import { SERVER_MESSAGES } from '../../messages.ts';
import { singleLine } from '../text.ts';
import { adminEndpoint } from '../../api/admin-endpoint.ts';

/**
 * The back office's sign-in (/adminapi/v1/auth/*). Staff are not members: their own table,
 * sessions and cookie (docs/decisions/0019-staff-accounts.md).
 */

/** The staff session cookie; never the members' ft_session. */
export const STAFF_SESSION_COOKIE = 'staff_session';

/** The back office's roles (issue 10, "Who uses it"). */
export const STAFF_ROLES = ['group_admin', 'hotel_manager', 'front_desk', 'content_editor', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Shortest password a staff account may have (admin:create, later the set-password link). */
export const STAFF_PASSWORD_MIN = 12;
/** scrypt hashes anything; a cap keeps a megabyte "password" from costing more than a real one. */
const STAFF_PASSWORD_MAX = 200;
const EMAIL_MAX = 254;

export const staffEmail = singleLine(SERVER_MESSAGES.staffEmailInvalid)
  .trim()
  .max(EMAIL_MAX, SERVER_MESSAGES.staffEmailInvalid)
  .pipe(z.email({ error: SERVER_MESSAGES.staffEmailInvalid }))
  .transform((email) => email.toLowerCase());

export const staffLoginBody = z.object({
  email: staffEmail,
  // Any length up to the cap: a short wrong password gets the same answer as a long wrong one.
  password: z.string({ error: SERVER_MESSAGES.passwordRequired }).min(1, SERVER_MESSAGES.passwordRequired).max(STAFF_PASSWORD_MAX, SERVER_MESSAGES.staffLoginFailed),
});

/** Who is signed in: GET /auth/me, and the answer to a good login. */
export const staffMe = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Hotel codes this person acts for; null for a group administrator (every hotel). */
  hotels: z.array(z.string()).nullable(),
});
export type StaffMe = z.infer<typeof staffMe>;

/** The answer to a right password when the person has TOTP: the code step (POST /auth/login/totp) names this pending sign-in. */
export const staffLoginPending = z.object({ totpRequired: z.literal(true), pendingToken: z.string() });
/** What POST /auth/login answers: the person (signed in), or the code step still to come. */
export const staffLoginAnswer = z.union([staffMe, staffLoginPending]);

/** The sign-in operations as AdminEndpoints, for the back office's loaders and actions. */
export const staffLoginEndpoint = adminEndpoint({ method: 'POST', path: '/adminapi/v1/auth/login', input: staffLoginBody, output: staffLoginAnswer });
export const staffMeEndpoint = adminEndpoint({ method: 'GET', path: '/adminapi/v1/auth/me', input: z.object({}), output: staffMe });
export const staffLogoutEndpoint = adminEndpoint({ method: 'POST', path: '/adminapi/v1/auth/logout', input: z.object({}), output: z.null() });
export const staffLogoutAllEndpoint = adminEndpoint({ method: 'POST', path: '/adminapi/v1/auth/logout-all', input: z.object({}), output: z.null() });
