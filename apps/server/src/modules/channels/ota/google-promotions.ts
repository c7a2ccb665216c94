import { addDays } from '@hotel/shared/hotel-date';
import type { OtaRequest } from './ari-messages.ts';
import { element } from './xml.ts';

/**
 * The site's public promotions as Google's Promotions message (decision 0066; Google's XML
 * reference "Promotions" and the guide "Promotions message", read November 2026). One message per
 * hotel, `HotelPromotions action="overlay"`: it replaces every promotion Google holds for the hotel,
 * so a promotion switched off, deleted or used up is gone by being left out, and an empty overlay
 * removes them all. No `Stacking`: Google's default stack type `base` never combines two base
 * promotions, so a stay gets the single one worth most, as our `bestOffer` gives it.
 */

/** What a promotion says, as stored (packages/shared discounts.ts: PromotionTerms). */
export interface ChannelPromotion {
  id: number;
  kind: 'percent' | 'amount';
  value: number;
  /** Our plan codes; empty: every plan. */
  rateCodes: readonly string[];
  stayFrom: string | null;
  stayTo: string | null;
  bookFrom: string | null;
  bookTo: string | null;
  minNights: number;
}

export interface PromotionsMeta {
  partnerKey: string;
  hotelCode: string;
  echoToken: () => string;
  timeStamp: string;
  /** The hotel's today and the last night a full sync sends: the bounds that stand for an open end. */
  today: string;
  horizonEnd: string;
}

/**
 * The hotel's promotions, the whole set. `rates` maps our plan codes to Google's package IDs;
 * a promotion for plans none of which is mapped here is left out.
 *
 * - percent → `Discount percentage` (of every night of the stay: no applied_nights);
 *   amount → `Discount fixed_amount`, the amount off the stay (not `fixed_amount_per_night`).
 * - Every night within stayFrom..stayTo (our rule) → `CheckinDates` from stayFrom and
 *   `CheckoutDates` up to the day after stayTo: nights are consecutive, so both ends hold every night.
 * - bookFrom..bookTo (hotel dates) → `BookingDates`; minNights → `LengthOfStay min`;
 *   plans → `RatePlans/RatePlan id` (none: every package).
 * - An open end is written as today or the horizon's end (dates there carry a year: a date without
 *   one recurs yearly); the daily full sync moves them on.
 */
export function promotionsRequest(promotions: readonly ChannelPromotion[], rates: ReadonlyMap<string, string>, meta: PromotionsMeta): OtaRequest {
  const echoToken = meta.echoToken();
  const range = (start: string, end: string) => element('DateRange', { start, end });
  const items: string[] = [];
  for (const p of promotions) {
    const packages = p.rateCodes.flatMap((code) => (rates.has(code) ? [rates.get(code)!] : []));
    if (p.rateCodes.length > 0 && packages.length === 0) continue;
    const stayEnd = p.stayTo ?? meta.horizonEnd;
    items.push(
      element(
        'Promotion',
        { id: String(p.id) },
        ...(p.bookFrom || p.bookTo ? [element('BookingDates', {}, range(p.bookFrom ?? meta.today, p.bookTo ?? meta.horizonEnd))] : []),
        ...(p.stayFrom ? [element('CheckinDates', {}, range(p.stayFrom, stayEnd))] : []),
        ...(p.stayTo ? [element('CheckoutDates', {}, range(addDays(p.stayFrom ?? meta.today, 1), addDays(p.stayTo, 1)))] : []),
        element('Discount', p.kind === 'percent' ? { percentage: p.value } : { fixed_amount: p.value }),
        ...(p.minNights > 1 ? [element('LengthOfStay', { min: p.minNights })] : []),
        ...(packages.length ? [element('RatePlans', {}, ...packages.map((id) => element('RatePlan', { id })))] : []),
      ),
    );
  }
  const xml = element('Promotions', { partner: meta.partnerKey, id: echoToken, timestamp: meta.timeStamp }, element('HotelPromotions', { hotel_id: meta.hotelCode, action: 'overlay' }, ...items));
  return { name: 'Promotions', echoToken, xml, items: items.length, firstNight: null, lastNight: null };
}
