import { randomInt } from 'node:crypto';
import { hotelToday } from '@hotel/shared/hotel-date';

/**
 * The numbers a guest sees: FO (hold, later the order number), RV (reservation), PY (payment; WeChat's
 * out_trade_no allows 32 characters, these have 20) and RF (refund),
 * then the hotel date and 10 random digits. Unguessable enough for a number the member sees anyway.
 * Here, not in a module, because booking, orders and pay all issue them.
 */
export function newReference(prefix: 'FO' | 'RV' | 'PY' | 'RF', now: Date): string {
  return `${prefix}${hotelToday(now).replaceAll('-', '')}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}
