/**
 * A stay as a booking change records it before and after: the fields of orders' AmendedStay
 * (packages/db schema/orders.ts) that a message says. Declared here, structurally, because a
 * module reads another's tables only through its ports (decision 0058): orders' amendment row
 * fits as it is.
 */
export interface AmendedStayFacts {
  /** YYYY-MM-DD, hotel dates. */
  checkIn: string;
  checkOut: string;
  nights: number;
  roomTypeName: string;
  rateName: string;
  /** The codes the names were sold under: their translations are looked up by them (absent: the names as stored). */
  roomTypeCode?: string;
  rateCode?: string;
  breakfast: string;
  roomQty: number;
  adultNum: number;
  childrenNum: number;
  /** What the guest pays for this stay after discounts, whole CNY. */
  actualAmount: number;
}

/** An applied change of a booking (decision 0059): the stay before and after, and its money as changeMoney decided it. */
export interface AmendmentFacts {
  before: AmendedStayFacts;
  after: AmendedStayFacts;
  /** New amount − the amount before (negative when the stay got cheaper), whole CNY. */
  difference: number;
  /** Paid against the change (a paid order's increase). */
  toPay: number;
  /** Given back the way the guest paid. */
  refund: number;
  /** What the plan's cancellation terms kept of a reduction. */
  charge: number;
  /** The rule applied, in Japanese (changeMoney's `rule`). */
  rule: string;
  /** Why, as staff or the guest gave it ('' when none): the hotel's notice says it, the guest's mail does not. */
  reason: string;
  /** Who made the change: a staff member's id, or null when the guest did (the hotel's notice says which). */
  staffId?: number | null;
  /** What the guest was told of a promotion or coupon the new stay no longer gets ('' or absent when none). */
  discountNote?: string;
}

/**
 * Orders' port (wired in services.ts): an amendment by its id, read when the confirmation or
 * notice of the change is sent. Without it a change is told from the order as it now is.
 */
export interface AmendmentRecords {
  findById(id: number): Promise<AmendmentFacts | undefined>;
}
