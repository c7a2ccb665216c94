import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a webhook proves it came from us (decision 0064), in the form Stripe and others made common:
 * `X-Felton-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. The time is
 * the try's own, so a retry is signed afresh while its body (and event id) stay the same; a
 * receiver refuses a signature older than SIGNATURE_TOLERANCE_SECONDS, so a captured request
 * cannot be replayed later. The README's integrator section shows the same check.
 */
export const SIGNATURE_HEADER = 'x-felton-signature';
export const EVENT_ID_HEADER = 'x-felton-event-id';
export const EVENT_TYPE_HEADER = 'x-felton-event-type';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const digest = (secret: string, unixSeconds: number, body: string) => createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${digest(secret, unixSeconds, body)}`;
}

export type SignatureCheck = 'ok' | 'malformed' | 'stale' | 'mismatch';

/** The receiver's check: the header well formed, its time within the tolerance of `now`, the digest equal (in constant time). */
export function checkSignature(secret: string, header: string | undefined, body: string, now: Date, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): SignatureCheck {
  const parts = new Map((header ?? '').split(',').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1).trim()] as const));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed';
  const unixSeconds = Number(t);
  if (Math.abs(now.getTime() / 1000 - unixSeconds) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(digest(secret, unixSeconds, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? 'ok' : 'mismatch';
}
