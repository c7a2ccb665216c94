import { slashDate } from '@hotel/shared/hotel-date';

/** 12000 → "12,000元", as every page writes CNY (decision 0016). */
export { formatCny as yuan } from '../../lib/money.ts';

/** The hotels of a promotion or coupon by name ("全ホテル" when it names none); a hotel not among the person's shows its code. */
export function hotelNames(codes: readonly string[], names: ReadonlyMap<string, string>): string {
  return codes.length === 0 ? '全ホテル' : codes.map((code) => names.get(code) ?? code).join('、');
}

/** "2027/01/05〜2027/02/28", "2027/01/05〜", "〜2027/02/28", or "指定なし". */
export function dateRange(from: string | null, to: string | null): string {
  if (!from && !to) return '指定なし';
  return `${from ? slashDate(from) : ''}〜${to ? slashDate(to) : ''}`;
}
