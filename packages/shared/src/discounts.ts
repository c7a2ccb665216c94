import { CHARGE_PART_LABELS, TAX_INCLUDED_LABEL, type ChargeParts } from './taxes.ts';
import { DISCOUNT_MESSAGES } from './messages.ts';
import { formatCny } from './money.ts';
import type { MemberLevel } from './member-levels.ts';

/**
 * Promotions and member coupons (decision 0042): who may have which discount on a stay, and how
 * much. The server decides with these inside the order's transaction; pages only show answers.
 */

export type DiscountKind = 'percent' | 'amount';

/** The discount type of the spec's discount dialog that carries a promotion's code. */
export const PROMOTION_DISCOUNT_TYPE = 'プロモーション';

/** The welcome coupon every new member receives once (decision 0042). */
export const WELCOME_COUPON = { title: '新規会員登録クーポン', kind: 'amount', value: 100, minSpend: 500, validDays: 90 } as const;

export interface DiscountRule {
  kind: DiscountKind;
  /** Percent (1–90) or whole CNY. */
  value: number;
}

/** Whole CNY off `base`: a percent rounds down (never more than promised), an amount is capped at the base. */
export function discountOf(rule: DiscountRule, base: number): number {
  if (base <= 0) return 0;
  const off = rule.kind === 'percent' ? Math.floor((base * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(off, base));
}

/** "10%OFF" / "100元引き", as the rate list, the coupon list and the back office label a discount. */
export function discountLabel(rule: DiscountRule): string {
  return rule.kind === 'percent' ? `${rule.value}%OFF` : `${formatCny(rule.value)}引き`;
}

/** A discount taken off a stay's list price, by the promotion's or the coupon's name, whole CNY (decision 0044). */
export interface DiscountLine {
  name: string;
  amount: number;
}

/**
 * An order's discounts in the order applied (promotion, then coupon), each by name; a promotion
 * or coupon no longer found keeps a generic name, so the amount is never left unexplained.
 */
export function discountLinesOf(
  amounts: { promotionAmount: number; couponAmount: number },
  names: { promotionName: string | null; couponTitle: string | null },
): DiscountLine[] {
  return [
    ...(amounts.promotionAmount > 0 ? [{ name: names.promotionName ?? 'プロモーション割引', amount: amounts.promotionAmount }] : []),
    ...(amounts.couponAmount > 0 ? [{ name: names.couponTitle ?? 'クーポン', amount: amounts.couponAmount }] : []),
  ];
}

/**
 * The price lines of a booking as the guest reads them, in its mail, the hotel's notice and the
 * completion page alike (decision 0044): without a discount, one line under `paidLabel`; with one,
 * the list price, each discount by name with its amount off, and what is paid.
 */
export function priceLines(
  facts: { amount: number; listAmount: number; discountLines: readonly DiscountLine[]; charges?: ChargeParts | undefined },
  yuan: (amount: number) => string,
  paidLabel: string,
): [string, string][] {
  // Every amount includes service and VAT (decision 0068): the total says so, and what it is made of.
  const paid: [string, string] = [`${facts.discountLines.length === 0 ? paidLabel : 'お支払い金額'}（${TAX_INCLUDED_LABEL}）`, yuan(facts.amount)];
  const parts: [string, string][] = facts.charges ? [['内訳', chargePartsWords(facts.charges, yuan)]] : [];
  if (facts.discountLines.length === 0) return [paid, ...parts];
  return [
    ['宿泊料金（割引前）', yuan(facts.listAmount)],
    ...facts.discountLines.map((d): [string, string] => [`割引：${d.name}`, `−${yuan(d.amount)}`]),
    paid,
    ...parts,
  ];
}

/** 「室料 1,000元・サービス料 100元・増値税 66元」: the parts on one line (mail, SMS-length texts). */
export function chargePartsWords(charges: ChargeParts, yuan: (amount: number) => string): string {
  return (['room', 'service', 'vat'] as const).map((part) => `${CHARGE_PART_LABELS[part]} ${yuan(charges[part])}`).join('・');
}

export interface PromotionTerms extends DiscountRule {
  hotelCodes: readonly string[];
  rateCodes: readonly string[];
  stayFrom: string | null;
  stayTo: string | null;
  bookFrom: string | null;
  bookTo: string | null;
  minNights: number;
  memberLevels: readonly string[];
  code: string | null;
  totalCap: number | null;
  usedCount: number;
  active: boolean;
}

export interface PromotionStay {
  hotelCode: string;
  rateCode: string;
  checkIn: string;
  /** The last night's date (check-out − 1). */
  lastNight: string;
  nights: number;
  /** The hotel date of the booking. */
  bookedOn: string;
  /** null: not signed in (member-level promotions need a member). */
  memberLevel: MemberLevel | null;
  /** What the guest typed into the discount dialog with the type プロモーション, if anything. */
  code?: string;
}

/**
 * Why the promotion does not apply to this stay (Japanese, for the guest), or null when it does.
 * Per-member caps need the member's uses and are checked by the caller.
 */
export function promotionProblem(p: PromotionTerms, stay: PromotionStay): string | null {
  if (!p.active) return DISCOUNT_MESSAGES.promotionEnded;
  if (p.code && p.code !== stay.code?.trim().toUpperCase()) return DISCOUNT_MESSAGES.promotionCodeMismatch;
  if (p.hotelCodes.length > 0 && !p.hotelCodes.includes(stay.hotelCode)) return DISCOUNT_MESSAGES.promotionNotForHotel;
  if (p.rateCodes.length > 0 && !p.rateCodes.includes(stay.rateCode)) return DISCOUNT_MESSAGES.promotionNotForRate;
  if ((p.stayFrom && stay.checkIn < p.stayFrom) || (p.stayTo && stay.lastNight > p.stayTo)) return DISCOUNT_MESSAGES.promotionNotForDates;
  if ((p.bookFrom && stay.bookedOn < p.bookFrom) || (p.bookTo && stay.bookedOn > p.bookTo)) return DISCOUNT_MESSAGES.promotionOutsideBookingWindow;
  if (stay.nights < p.minNights) return `${DISCOUNT_MESSAGES.promotionMinNightsPrefix}${p.minNights}泊以上のご宿泊が対象です`;
  if (p.memberLevels.length > 0 && (!stay.memberLevel || !p.memberLevels.includes(stay.memberLevel))) return DISCOUNT_MESSAGES.promotionNotForLevel;
  if (p.totalCap !== null && p.usedCount >= p.totalCap) return DISCOUNT_MESSAGES.promotionSoldOut;
  return null;
}

export interface CouponTerms extends DiscountRule {
  minSpend: number;
  hotelCodes: readonly string[];
  state: 'available' | 'used' | 'void';
  expiresAt: Date;
}

/** Why the coupon cannot be used on this booking (Japanese), or null when it can. */
export function couponProblem(c: CouponTerms, use: { hotelCode: string; totalAmount: number; now: Date; promotion: { stackable: boolean } | null }): string | null {
  if (c.state === 'used') return DISCOUNT_MESSAGES.couponUsed;
  if (c.state !== 'available') return DISCOUNT_MESSAGES.couponUnavailable;
  if (c.expiresAt <= use.now) return DISCOUNT_MESSAGES.couponExpired;
  if (c.hotelCodes.length > 0 && !c.hotelCodes.includes(use.hotelCode)) return DISCOUNT_MESSAGES.couponNotForHotel;
  if (use.totalAmount < c.minSpend) return `ご宿泊料金${formatCny(c.minSpend)}以上のご予約でご利用いただけます`;
  if (use.promotion && !use.promotion.stackable) return DISCOUNT_MESSAGES.couponNotWithPromotion;
  return null;
}

export interface DiscountedAmounts {
  totalAmount: number;
  promotionAmount: number;
  couponAmount: number;
  /** promotionAmount + couponAmount. */
  discountAmount: number;
  actualAmount: number;
}

/** The promotion comes off the total first; a coupon comes off what is left. */
export function discountedAmounts(totalAmount: number, promotion: DiscountRule | null, coupon: DiscountRule | null): DiscountedAmounts {
  const promotionAmount = promotion ? discountOf(promotion, totalAmount) : 0;
  const couponAmount = coupon ? discountOf(coupon, totalAmount - promotionAmount) : 0;
  const discountAmount = promotionAmount + couponAmount;
  return { totalAmount, promotionAmount, couponAmount, discountAmount, actualAmount: totalAmount - discountAmount };
}
