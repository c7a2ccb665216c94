import { cancelPolicyText, type CancelTerms } from '@hotel/shared/cancel-policy';
import type { NightPrice } from '@hotel/db/schema/inventory';
import type { RatePlanRow } from './inventory.repository.ts';

/** What pricing needs of a plan; fixedPrice is optional so callers holding only the rule still type-check. */
export type PlanPricing = Pick<RatePlanRow, 'priceFactor' | 'breakfastSupplement'> & { fixedPrice?: number | null };

/**
 * One night of a rate for one room: the plan's fixed amount when it has one, else the room-night
 * price times the rate's factor; plus breakfast either way (docs/decisions/0021).
 */
export function ratePrice(nightPrice: number, plan: PlanPricing): number {
  const room = plan.fixedPrice != null ? plan.fixedPrice : Math.round((nightPrice * plan.priceFactor) / 100);
  return room + plan.breakfastSupplement;
}

export interface StayPrice {
  /** Per room. */
  nightlyPrices: NightPrice[];
  /** Average per room and night, rounded (the spec's "price per night"). */
  averagePrice: number;
  /** All rooms, all nights. */
  totalAmount: number;
}

/**
 * `fixed`: nights whose price per room is already decided (decision 0059: a changed booking's kept
 * nights at the price they were sold at, or a staff override); every other night at the plan's rate.
 */
export function priceStay(nights: NightPrice[], plan: PlanPricing, roomQty: number, fixed?: ReadonlyMap<string, number>): StayPrice {
  const nightlyPrices = nights.map((n) => ({ date: n.date, price: fixed?.get(n.date) ?? ratePrice(n.price, plan) }));
  const perRoom = nightlyPrices.reduce((sum, n) => sum + n.price, 0);
  return {
    nightlyPrices,
    averagePrice: nightlyPrices.length ? Math.round(perRoom / nightlyPrices.length) : 0,
    totalAmount: perRoom * roomQty,
  };
}

/** The promotion a stay gets, as the search and the hold show it (PromotionOffer of the discounts module). */
export interface StayPromotion {
  id: number;
  name: string;
  label: string;
  /** Whole CNY off the stay's total. */
  amount: number;
}

/** A priced stay: the list price, the promotion taken off it, and what the guest pays. */
export interface StayQuote extends StayPrice {
  promotion: StayPromotion | null;
  /** The promotion's amount off the total (0 without one). */
  discountAmount: number;
  /** totalAmount − discountAmount: what the guest pays, before a coupon chosen at the order. */
  actualAmount: number;
  /** actualAmount per room and night, rounded (the price calendar's one-night price). */
  averageToPay: number;
}

/**
 * THE price of a stay, on every surface: the rooms page's rates (and so the city results and the
 * pages' structured data, which read them), the price calendar's nights, and the hold, whose
 * amounts the order and its confirmation copy (decision 0044). `offerFor` picks the promotion for
 * the stay's list total (DiscountService.bestOffer / holdOffers); it is never more than the total.
 * A later tax line belongs here too, so that every surface shows it alike. A change of a booking
 * prices its new stay here too, its kept nights passed as `fixed`.
 */
export function quoteStay(
  nights: NightPrice[],
  plan: PlanPricing,
  roomQty: number,
  offerFor: (totalAmount: number) => StayPromotion | null,
  fixed?: ReadonlyMap<string, number>,
): StayQuote {
  const price = priceStay(nights, plan, roomQty, fixed);
  const promotion = offerFor(price.totalAmount);
  const discountAmount = Math.min(promotion?.amount ?? 0, price.totalAmount);
  const actualAmount = price.totalAmount - discountAmount;
  const units = nights.length * roomQty;
  return { ...price, promotion, discountAmount, actualAmount, averageToPay: units ? Math.round(actualAmount / units) : 0 };
}

/** The wording the seeded orders use too. */
export const breakfastLabel = (count: number) => (count > 0 ? `朝食${count}名様付き` : '朝食なし');

/** The cancellation wording of a plan, or of a hold or order as booked (their own copy of the terms). */
export function freeCancelRange(terms: CancelTerms): string {
  return cancelPolicyText(terms);
}

/** Discount rates appear only for their own type and code (code case-insensitive). */
export function rateUnlocked(plan: Pick<RatePlanRow, 'discountType' | 'discountCode'>, discountType?: string, discountCode?: string): boolean {
  if (!plan.discountCode) return true;
  return discountType === plan.discountType && discountCode?.toUpperCase() === plan.discountCode.toUpperCase();
}
