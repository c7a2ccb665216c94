/**
 * Plain values of the member API contract. No zod here: the login modal is on every page, and
 * importing the schemas would put the validation library in every page's JavaScript.
 */

/** `type` of /user/smscode: 1 registration, 2 login. */
export const SMS_PURPOSE = { register: 1, login: 2 } as const;
export type SmsPurpose = (typeof SMS_PURPOSE)[keyof typeof SMS_PURPOSE];

/** `mode` of /user/login: 1 mobile + SMS code (the spec's call), 2 mobile + password. */
export const LOGIN_MODE = { smsCode: 1, password: 2 } as const;
export type LoginMode = (typeof LOGIN_MODE)[keyof typeof LOGIN_MODE];

/** Envelope statusCode of every 'not logged in' answer (HTTP 401); spec §8 reads 9999 as "token expired". */
export const NOT_LOGGED_IN_STATUS_CODE = 9999;
/** The website's session cookie (HttpOnly; page scripts never see it). */
export const SESSION_COOKIE = 'ft_session';
/** Request header asking /user/login to answer with the cookie instead of a token in the body. */
export const SESSION_MODE_HEADER = 'x-session-mode';

export const PASSWORD_MAX = 64;
export const NAME_MAX = 50;
