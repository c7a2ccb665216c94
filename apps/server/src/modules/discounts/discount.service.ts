import type { Database } from '@hotel/db/client';
import {
  couponProblem,
  discountedAmounts,
  discountLabel,
  discountOf,
  promotionProblem,
  WELCOME_COUPON,
  type DiscountedAmounts,
  type PromotionStay,
} from '@hotel/shared/discounts';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { MemberLevel } from '@hotel/shared/member-levels';
import { CHANGE_MESSAGES, DISCOUNT_MESSAGES } from '@hotel/shared/messages';
import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import { newCouponCode } from './coupon-code.ts';
import type { CouponRepository, CouponRow } from './coupon.repository.ts';
import type { PromotionRepository, PromotionRow } from './promotion.repository.ts';

/** The member's card level; null for an unknown member. Members are user's: handed in as a function. */
export type MemberLevelOf = (memberId: number) => Promise<MemberLevel | null>;

/** What a discount is decided on: the stay as held, all rooms and nights. */
export interface DiscountStay {
  hotelCode: string;
  rateCode: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalAmount: number;
}

/** The promotion a rate gets, as the search and the hold show it. */
export interface PromotionOffer {
  id: number;
  name: string;
  /** 10%OFF / 100元引き */
  label: string;
  /** Whole CNY off the stay's total. */
  amount: number;
}

/** An order's discounts as its transaction decided them. */
/** A changed booking's discounts (repriceChange): what stays, and what the guest is told of what does not. */
export interface ChangeDiscount extends DiscountedAmounts {
  promotionId: number | null;
  couponId: number | null;
  notes: string[];
}

export interface OrderDiscount extends DiscountedAmounts {
  promotionId: number | null;
  couponId: number | null;
}

const ONE_DAY_MS = 24 * 60 * 60_000;

/**
 * Promotions and member coupons on the guest side (decision 0042). The search and the hold offer
 * the best promotion a stay may have; the order's transaction decides again with the promotion
 * and the coupon locked, records their use, and a cancelled or expired order gives them back.
 * Amounts the client sends are never read.
 */
export class DiscountService {
  constructor(
    private readonly promotions: PromotionRepository,
    private readonly coupons: CouponRepository,
    private readonly memberLevelOf: MemberLevelOf,
  ) {}

  /** The member's card level, read before an order's transaction (priceOrder). */
  memberLevel(memberId: number): Promise<MemberLevel | null> {
    return this.memberLevelOf(memberId);
  }

  /** The live promotions of a hotel, for a search to price its rates with (bestOffer). */
  livePromotions(hotelCode: string, now: Date): Promise<PromotionRow[]> {
    return this.promotions.listLive(hotelCode, hotelToday(now));
  }

  /** The largest discount among `candidates` this stay may have; ties go to the older promotion. */
  bestOffer(candidates: readonly PromotionRow[], stay: DiscountStay, who: Pick<PromotionStay, 'memberLevel' | 'code'>, now: Date): PromotionOffer | null {
    let best: PromotionOffer | null = null;
    for (const p of candidates) {
      if (promotionProblem(p, toPromotionStay(stay, who, now))) continue;
      const amount = discountOf(p, stay.totalAmount);
      if (amount > 0 && (!best || amount > best.amount)) best = { id: p.id, name: p.name, label: discountLabel(p), amount };
    }
    return best;
  }

  /**
   * Why a promotion code typed with a search applies to none of its rates (decision 0044), in
   * Japanese for the search bar, or null when it applies to one of them (or there is no rate to
   * judge it on). Per-member caps are the hold's to say: the search is the same for every guest.
   */
  async codeProblem(code: string, stays: readonly DiscountStay[], now: Date): Promise<string | null> {
    const promotion = await this.promotions.findByCode(code.trim().toUpperCase());
    if (!promotion) return DISCOUNT_MESSAGES.discountCodeUnknown;
    const problems = stays.map((stay) => promotionProblem(promotion, toPromotionStay(stay, { memberLevel: null, code }, now)));
    if (problems.length === 0 || problems.includes(null)) return null;
    // A reason about the stay or the promotion itself says more than "not for this rate".
    return problems.find((p) => p !== DISCOUNT_MESSAGES.promotionNotForRate) ?? problems[0] ?? null;
  }

  /**
   * What the hold needs to choose its promotion, read before its transaction (the candidates, the
   * member's level and per-member caps do not depend on the price): the choice for a priced stay.
   */
  async holdOffers(memberId: number, hotelCode: string, code: string | undefined, now: Date): Promise<(stay: DiscountStay) => PromotionOffer | null> {
    const [candidates, memberLevel] = await Promise.all([this.livePromotions(hotelCode, now), this.memberLevelOf(memberId)]);
    const open: PromotionRow[] = [];
    for (const p of candidates) {
      if (p.perMemberCap === null || (await this.promotions.countMemberUses(undefined, p.id, memberId)) < p.perMemberCap) open.push(p);
    }
    return (stay) => this.bestOffer(open, stay, { memberLevel, code }, now);
  }

  /** The promotion a hold was priced with, named for the guest information page. */
  async offerOfHold(hold: { promotionId: number | null; promotionAmount: number }): Promise<PromotionOffer | null> {
    if (hold.promotionId === null) return null;
    const p = await this.promotions.findById(hold.promotionId);
    return p ? { id: p.id, name: p.name, label: discountLabel(p), amount: hold.promotionAmount } : null;
  }

  /** What the front desk and the booking's messages read on an order: the promotion's name, the coupon's code and title (null when none). */
  async namesOf(order: { promotionId: number | null; couponId: number | null }): Promise<{ promotionName: string | null; couponCode: string | null; couponTitle: string | null }> {
    const [promotion, coupon] = await Promise.all([
      order.promotionId === null ? undefined : this.promotions.findById(order.promotionId),
      order.couponId === null ? undefined : this.coupons.findById(order.couponId),
    ]);
    return { promotionName: promotion?.name ?? null, couponCode: coupon?.code ?? null, couponTitle: coupon?.title ?? null };
  }

  /** The names of many orders' promotions and coupons at once (the member's order list): two reads whatever their number. */
  async discountNamesOf(orders: { id: number; promotionId: number | null; couponId: number | null }[]): Promise<Map<number, { promotionName: string | null; couponTitle: string | null }>> {
    const ids = (key: 'promotionId' | 'couponId') => [...new Set(orders.map((o) => o[key]).filter((id) => id !== null))];
    const [promotionNames, couponTitles] = await Promise.all([this.promotions.namesByIds(ids('promotionId')), this.coupons.titlesByIds(ids('couponId'))]);
    return new Map(
      orders.map((o) => [
        o.id,
        {
          promotionName: o.promotionId === null ? null : (promotionNames.get(o.promotionId) ?? null),
          couponTitle: o.couponId === null ? null : (couponTitles.get(o.couponId) ?? null),
        },
      ]),
    );
  }

  /** The member centre's list, or (with a held stay) each coupon's worth on it and why one cannot be used. */
  async couponsOf(memberId: number, held: { hotelCode: string; totalAmount: number; promotionAmount: number; stackable: boolean | null } | null, now: Date): Promise<MemberCoupon[]> {
    const rows = await this.coupons.listOfMember(memberId);
    return rows.map((c) => {
      const problem = held ? couponProblem(c, { hotelCode: held.hotelCode, totalAmount: held.totalAmount, now, promotion: held.stackable === null ? null : { stackable: held.stackable } }) : usableProblem(c, now);
      const couponUseMoney = held && !problem ? discountOf(c, held.totalAmount - held.promotionAmount) : 0;
      return toMemberCoupon(c, problem, couponUseMoney, now);
    });
  }

  /** Whether a promotion lets a coupon on top (for a held stay's coupon list). */
  async stackable(promotionId: number | null): Promise<boolean | null> {
    if (promotionId === null) return null;
    return (await this.promotions.findById(promotionId))?.stackable ?? false;
  }

  /**
   * Inside the order's transaction `tx`: the hold's promotion again, locked (its caps counted one
   * order at a time) and the member's coupon, locked (used by one order only). A promotion gone
   * since the hold, or now worth another amount, refuses the order: the guest was shown that price.
   */
  async priceOrder(
    tx: Database,
    member: { id: number; level: MemberLevel | null },
    stay: DiscountStay & { promotionId: number | null; promotionAmount: number },
    couponId: number | undefined,
    now: Date,
  ): Promise<OrderDiscount> {
    const memberId = member.id;
    const memberLevel = member.level;
    let promotion: PromotionRow | null = null;
    if (stay.promotionId !== null) {
      promotion = (await this.promotions.lock(tx, stay.promotionId)) ?? null;
      const gone =
        !promotion ||
        promotionProblem(promotion, toPromotionStay(stay, { memberLevel, code: promotion.code ?? undefined }, now)) !== null ||
        (promotion.perMemberCap !== null && (await this.promotions.countMemberUses(tx, promotion.id, memberId)) >= promotion.perMemberCap) ||
        discountOf(promotion, stay.totalAmount) !== stay.promotionAmount;
      if (gone) throw new ApiError(409, DISCOUNT_MESSAGES.promotionGoneAtOrder);
    }
    let coupon: CouponRow | null = null;
    if (couponId !== undefined) {
      coupon = (await this.coupons.lockOwn(tx, memberId, couponId)) ?? null;
      if (!coupon) throw notFound(DISCOUNT_MESSAGES.couponNotFound);
      const problem = couponProblem(coupon, { hotelCode: stay.hotelCode, totalAmount: stay.totalAmount, now, promotion });
      if (problem) throw coupon.state === 'used' ? new ApiError(409, problem) : badRequest(problem);
    }
    return { ...discountedAmounts(stay.totalAmount, promotion, coupon), promotionId: promotion?.id ?? null, couponId: coupon?.id ?? null };
  }

  /** Still inside the order's transaction, once the order has its id: the uses count from now. */
  async recordUse(tx: Database, discount: OrderDiscount, orderId: number, memberId: number, now: Date): Promise<void> {
    if (discount.promotionId !== null && discount.promotionAmount > 0) {
      const recorded = await this.promotions.recordUse(tx, { promotionId: discount.promotionId, memberId, orderId, amount: discount.promotionAmount, now });
      if (!recorded) throw new ApiError(409, DISCOUNT_MESSAGES.promotionGoneAtOrder);
    }
    if (discount.couponId !== null && !(await this.coupons.use(tx, discount.couponId, orderId, now))) throw new ApiError(409, DISCOUNT_MESSAGES.couponUsed);
  }

  /** A cancelled or expired order, in its own transaction: its promotion use and coupon come back. */
  async giveBack(tx: Database, orderId: number, now: Date): Promise<void> {
    await this.promotions.giveBack(tx, orderId, now);
    await this.coupons.giveBack(tx, orderId);
  }

  /**
   * A change of a booking (decision 0059): the order's promotion and coupon weighed again on the
   * new stay. Each stays only while it still applies, its amount decided on the new total; one
   * that no longer does is dropped and the guest told why (`notes`). No other promotion is put in
   * its place: the guest keeps what they booked or pays the stay's rate.
   */
  async repriceChange(order: { id: number; memberId: number | null; promotionId: number | null; couponId: number | null }, stay: DiscountStay, now: Date): Promise<ChangeDiscount> {
    const notes: string[] = [];
    let promotion: PromotionRow | null = null;
    if (order.promotionId !== null) {
      const found = await this.promotions.findById(order.promotionId);
      const memberLevel = order.memberId === null ? null : await this.memberLevelOf(order.memberId);
      if (found && promotionProblem(found, toPromotionStay(stay, { memberLevel, code: found.code ?? undefined }, now)) === null) promotion = found;
      else notes.push(`${CHANGE_MESSAGES.promotionDroppedPrefix}「${found?.name ?? ''}」${CHANGE_MESSAGES.promotionDroppedSuffix}`);
    }
    let coupon: CouponRow | null = null;
    if (order.couponId !== null) {
      const found = await this.coupons.findById(order.couponId);
      // Used by this very order: weighed as if it were free again.
      const own = found && found.orderId === order.id ? { ...found, state: 'available' as const } : found;
      if (own && couponProblem(own, { hotelCode: stay.hotelCode, totalAmount: stay.totalAmount, now, promotion }) === null) coupon = found!;
      else notes.push(CHANGE_MESSAGES.couponDropped);
    }
    return { ...discountedAmounts(stay.totalAmount, promotion, coupon), promotionId: promotion?.id ?? null, couponId: coupon?.id ?? null, notes };
  }

  /** In the change's transaction: a promotion or coupon the changed booking no longer has comes back. */
  async dropForChange(tx: Database, orderId: number, dropped: { promotion: boolean; coupon: boolean }, now: Date): Promise<void> {
    if (dropped.promotion) await this.promotions.giveBack(tx, orderId, now);
    if (dropped.coupon) await this.coupons.giveBack(tx, orderId);
  }

  /** The member's coupons for their data download (decision 0033): terms and states, no internal ids. */
  async exportOf(memberId: number) {
    const rows = await this.coupons.listOfMember(memberId);
    return rows.map((c) => ({ code: c.code, title: c.title, kind: c.kind, value: c.value, minSpend: c.minSpend, state: c.state, issuedAt: c.issuedAt, expiresAt: c.expiresAt, usedAt: c.usedAt }));
  }

  /** A new member's welcome coupon, in the registration's transaction; a second call adds nothing. */
  async issueWelcome(tx: Database, memberId: number, now: Date): Promise<void> {
    await this.coupons.insertWelcome(tx, {
      memberId,
      code: newCouponCode(),
      title: WELCOME_COUPON.title,
      kind: WELCOME_COUPON.kind,
      value: WELCOME_COUPON.value,
      minSpend: WELCOME_COUPON.minSpend,
      source: 'welcome',
      issuedAt: now,
      expiresAt: new Date(now.getTime() + WELCOME_COUPON.validDays * ONE_DAY_MS),
    });
  }
}

function toPromotionStay(stay: DiscountStay, who: Pick<PromotionStay, 'memberLevel' | 'code'>, now: Date): PromotionStay {
  return { hotelCode: stay.hotelCode, rateCode: stay.rateCode, checkIn: stay.checkIn, lastNight: addDays(stay.checkOut, -1), nights: stay.nights, bookedOn: hotelToday(now), ...who };
}

/** Without a stay: only whether the coupon can still be used at all. */
function usableProblem(c: CouponRow, now: Date): string | null {
  if (c.state === 'used') return DISCOUNT_MESSAGES.couponUsed;
  if (c.state !== 'available') return DISCOUNT_MESSAGES.couponUnavailable;
  if (c.expiresAt <= now) return DISCOUNT_MESSAGES.couponExpired;
  return null;
}

function toMemberCoupon(c: CouponRow, problem: string | null, couponUseMoney: number, now: Date): MemberCoupon {
  return {
    couponId: c.id,
    couponCode: c.code,
    couponType: c.kind,
    title: c.title,
    label: discountLabel(c),
    minSpend: c.minSpend,
    hotelCodes: c.hotelCodes,
    expiresAt: c.expiresAt.toISOString(),
    state: c.state === 'available' && c.expiresAt <= now ? 'expired' : c.state,
    usable: problem === null,
    reason: problem,
    couponUseMoney,
  };
}
