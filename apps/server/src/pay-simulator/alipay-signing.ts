import { createSign, createVerify } from 'node:crypto';

/**
 * Alipay's side of OpenAPI 2.0 signing, written from the documentation rather than shared with our
 * adapter (which uses alipay-sdk), so that the simulator catches a mistake on either side.
 *
 * The signed text is `key=value` pairs of the non-empty parameters, sorted by key (byte order),
 * joined with "&", values as sent (not URL-encoded). Requests leave out `sign`; notifications
 * leave out `sign` and `sign_type`. Answers sign the exact JSON text of the `<method>_response` object.
 */
export function signContent(params: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** Alipay's amounts: yuan, at most two decimals. 128000 fen → "1280.00". */
export function yuanText(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = fen - whole * 100;
  return `${whole}.${cents < 10 ? '0' : ''}${cents}`;
}

/** "1280.00" → 128000; null for anything Alipay would call 格式错误 (more decimals, signs, exponents). */
export function fenOfYuanText(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return parseInt(match[1]!, 10) * 100 + parseInt((match[2] ?? '').padEnd(2, '0'), 10);
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time (UTC+8, no daylight saving). */
export function beijingText(moment: Date): string {
  const beijing = new Date(moment.getTime() + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${beijing.getUTCFullYear()}-${pad(beijing.getUTCMonth() + 1)}-${pad(beijing.getUTCDate())} ` +
    `${pad(beijing.getUTCHours())}:${pad(beijing.getUTCMinutes())}:${pad(beijing.getUTCSeconds())}`
  );
}

/** The inverse of beijingText; null when malformed. */
export function momentOfBeijingText(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const moment = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}
