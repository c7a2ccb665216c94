import { cancelPolicyText, type CancelTerms } from '@hotel/shared/cancel-policy';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { stayTermsWords } from '@hotel/shared/stay-terms-words';
import type { NightPrice } from '@hotel/db/schema/inventory';
import { addParts, splitIncluded, takeOff, taxNights, timesParts, ZERO_PARTS, type ChargeParts, type TaxRules } from '@hotel/shared/taxes';
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
  /** Per room, service and VAT included (decision 0068). */
  nightlyPrices: NightPrice[];
  /** Average per room and night, rounded (the spec's "price per night"). */
  averagePrice: number;
  /** All rooms, all nights, service and VAT included. */
  totalAmount: number;
  /** What totalAmount is made of (室料 / サービス料 / 増値税). */
  listCharges: ChargeParts;
}

/**
 * Nights whose price per room is already decided, service and VAT included (decision 0059: a
 * changed booking's kept nights at the price they were sold at, or a staff override), with the
 * rules they were sold under (decision 0068).
 */
export interface FixedNights {
  prices: ReadonlyMap<string, number>;
  rules: TaxRules;
}

/**
 * The nights priced by the plan's rate, made into what the guest pays by the hotel's service and
 * VAT rules (`taxNights`: unchanged when the rates include them); `fixed` nights keep their price.
 */
export function priceStay(nights: NightPrice[], plan: PlanPricing, roomQty: number, rules: TaxRules, fixed?: FixedNights): StayPrice {
  const open = nights.filter((n) => !fixed?.prices.has(n.date));
  const taxed = taxNights(open.map((n) => ratePrice(n.price, plan)), rules);
  const openPrice = new Map(open.map((n, i) => [n.date, taxed.nights[i]!]));
  const nightlyPrices = nights.map((n) => ({ date: n.date, price: openPrice.get(n.date) ?? fixed!.prices.get(n.date)! }));
  const fixedSum = nights.reduce((sum, n) => sum + (openPrice.has(n.date) ? 0 : fixed!.prices.get(n.date)!), 0);
  const perRoomParts = addParts(taxed.parts, fixed && fixedSum ? splitIncluded(fixedSum, fixed.rules) : ZERO_PARTS);
  const perRoom = nightlyPrices.reduce((sum, n) => sum + n.price, 0);
  return {
    nightlyPrices,
    averagePrice: nightlyPrices.length ? Math.round(perRoom / nightlyPrices.length) : 0,
    totalAmount: perRoom * roomQty,
    listCharges: timesParts(perRoomParts, roomQty),
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
  /** What actualAmount is made of: the list's parts less the promotion, in proportion (decision 0068). */
  charges: ChargeParts;
}

/**
 * THE price of a stay, on every surface: the rooms page's rates (and so the city results and the
 * pages' structured data, which read them), the price calendar's nights, and the hold, whose
 * amounts the order and its confirmation copy (decision 0044). `offerFor` picks the promotion for
 * the stay's list total (DiscountService.bestOffer / holdOffers); it is never more than the total.
 * Every amount includes service and VAT by the hotel's `rules` (decision 0068), so every surface
 * shows the same 税・サービス料込 total. A change of a booking prices its new stay here too, its
 * kept nights passed as `fixed`.
 */
export function quoteStay(
  nights: NightPrice[],
  plan: PlanPricing,
  roomQty: number,
  rules: TaxRules,
  offerFor: (totalAmount: number) => StayPromotion | null,
  fixed?: FixedNights,
): StayQuote {
  const price = priceStay(nights, plan, roomQty, rules, fixed);
  const promotion = offerFor(price.totalAmount);
  const discountAmount = Math.min(promotion?.amount ?? 0, price.totalAmount);
  const actualAmount = price.totalAmount - discountAmount;
  const units = nights.length * roomQty;
  return {
    ...price,
    promotion,
    discountAmount,
    actualAmount,
    averageToPay: units ? Math.round(actualAmount / units) : 0,
    charges: takeOff(price.listCharges, discountAmount),
  };
}

/** The wording the seeded orders use too (in Japanese, what an order keeps); `lang` for a guest's answer (decision 0075). */
export const breakfastLabel = (count: number, lang: SiteLanguage = DEFAULT_LANGUAGE) => stayTermsWords(lang).breakfast(count);

/** The cancellation wording of a plan, or of a hold or order as booked (their own copy of the terms), in `lang`. */
export function freeCancelRange(terms: CancelTerms, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  return cancelPolicyText(terms, lang);
}

/** Discount rates appear only for their own type and code (code case-insensitive). */
export function rateUnlocked(plan: Pick<RatePlanRow, 'discountType' | 'discountCode'>, discountType?: string, discountCode?: string): boolean {
  if (!plan.discountCode) return true;
  return discountType === plan.discountType && discountCode?.toUpperCase() === plan.discountCode.toUpperCase();
}
