import { formatJaDate } from '../../lib/dates.ts';

/** 12345 → "12,345" without locale data, so the server and every browser agree. */
export function formatPoints(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "FT20180815" → "FT 2018 0815": the prefix, then the digits in fours, the way a card is embossed. */
export function formatCardNo(cardNo: string): string {
  const match = /^([A-Za-z]*)(\d+)$/.exec(cardNo);
  if (!match) return cardNo;
  const digits = match[2]!.replace(/(\d{4})(?=\d)/g, '$1 ');
  return match[1] ? `${match[1]} ${digits}` : digits;
}

/** "1990-05-12" → "1990年5月12日"; null or '' → 未登録. */
export function formatBirthDay(value: string | null): string {
  return value ? formatJaDate(value.slice(0, 10)) : '未登録';
}
