/**
 * The two value formats Alipay's OpenAPI 2.0 uses that ours do not: amounts as yuan strings with
 * at most two decimals ("1280.00", "0.01"), and times as "yyyy-MM-dd HH:mm:ss" in Beijing time.
 * Amounts go through strings and integers only: 0.1 + 0.2 must never become a refund of 0.30000000000000004.
 */

/** 128000 → "1280.00"; 1 → "0.01". */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

const YUAN = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

/** "1280.00" / "1280" / "0.1" → fen; anything else (signs, exponents, three decimals, spaces) → null. */
export function yuanToFen(yuan: string): number | null {
  const match = YUAN.exec(yuan);
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** China has kept UTC+8 without daylight saving since 1991. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A moment as Alipay writes it: "2026-11-03 14:05:09" (Asia/Shanghai). */
export function beijingDateTime(moment: Date): string {
  return new Date(moment.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** "2026-11-03 14:05:09" (Asia/Shanghai) → the moment; null when malformed. */
export function parseBeijingDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const moment = new Date(`${match[1]}T${match[2]}+08:00`);
  if (Number.isNaN(moment.getTime()) || beijingDateTime(moment) !== text) return null;
  return moment;
}
