import { FREE_CANCEL_HOUR } from '@hotel/shared/constants';
import type { NightPrice } from '@hotel/db/schema/booking';
import type { RatePlanRow } from './inventory.repository.ts';

/** One night of a rate for one room: the room-night price times the rate's factor, plus breakfast. */
export function ratePrice(nightPrice: number, plan: Pick<RatePlanRow, 'priceFactor' | 'breakfastSupplement'>): number {
  return Math.round((nightPrice * plan.priceFactor) / 100) + plan.breakfastSupplement;
}

export interface StayPrice {
  /** Per room. */
  nightlyPrices: NightPrice[];
  /** Average per room and night, rounded (the spec's "price per night"). */
  averagePrice: number;
  /** All rooms, all nights. */
  totalAmount: number;
}

export function priceStay(nights: NightPrice[], plan: Pick<RatePlanRow, 'priceFactor' | 'breakfastSupplement'>, roomQty: number): StayPrice {
  const nightlyPrices = nights.map((n) => ({ date: n.date, price: ratePrice(n.price, plan) }));
  const perRoom = nightlyPrices.reduce((sum, n) => sum + n.price, 0);
  return {
    nightlyPrices,
    averagePrice: nightlyPrices.length ? Math.round(perRoom / nightlyPrices.length) : 0,
    totalAmount: perRoom * roomQty,
  };
}

/** The wording the seeded orders use too. */
export const breakfastLabel = (count: number) => (count > 0 ? `朝食${count}名様付き` : '朝食なし');

export function freeCancelRange(plan: Pick<RatePlanRow, 'isFreeCancel' | 'payment'>): string {
  if (plan.isFreeCancel) {
    return `ご到着日の${FREE_CANCEL_HOUR}:00（現地時間）まで無料でキャンセルできます。以降のキャンセルは初日1泊分の室料がかかります`;
  }
  return plan.payment === 'prepaid' ? '事前決済・返金不可：ご予約後のキャンセル・変更はできません' : 'キャンセル不可';
}

/** Discount rates appear only for their own type and code (code case-insensitive). */
export function rateUnlocked(plan: Pick<RatePlanRow, 'discountType' | 'discountCode'>, discountType?: string, discountCode?: string): boolean {
  if (!plan.discountCode) return true;
  return discountType === plan.discountType && discountCode?.toUpperCase() === plan.discountCode.toUpperCase();
}
