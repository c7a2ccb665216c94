/**
 * Plain values of the personal-data rules (decision 0033, docs/privacy.md). No zod: the register
 * form and the member centre read them in the browser.
 */

/**
 * The revision of the privacy policy a registration agrees to: the 最終改定日 of the
 * privacyPolicy page (code 79). Change it together with the page's text; each consent row keeps
 * the version it was given for.
 */
export const PRIVACY_POLICY_VERSION = '2026-01-15';

/** Days each kind of record is kept before purgeExpiredPersonalData deletes it (docs/privacy.md). */
export const RETENTION_DAYS = {
  /** Demo-only SMS outbox (console provider): the codes and numbers of sent messages. */
  smsOutbox: 1,
  /** Hashed SMS codes with number and client address: the per-number and per-address limits look back 24 hours. */
  smsCodes: 1,
  /** Member sessions, counted from their expiry or revocation. */
  memberSessions: 30,
  /** Staff sessions, counted from their expiry or revocation. */
  staffSessions: 90,
  /** Half-done staff sign-ins and used or lapsed set-password links, counted from their expiry. */
  staffTokens: 30,
  /** Room holds that lapsed or became orders (the order keeps the stay), counted from their expiry. */
  roomHolds: 30,
  /** Meeting requests (an anonymous guest's name and phone), counted from the meeting's end: erased, the request kept. */
  meetingContacts: 365,
  /** Fapiao requests sent back (差戻し, decision 0071), counted from then: buyer name, 税号, e-mail, company and bank details erased; nothing was issued from them. */
  rejectedFapiaoRequests: 90,
} as const;

/** What closing an account leaves in place of the personal fields (they keep the columns' constraints). */
export const CLOSED_MEMBER_NAME = '退会済み会員';
