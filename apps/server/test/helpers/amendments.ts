import { DEFAULT_TAX_RULES, splitIncluded } from '@hotel/shared/taxes';
import { stayDates } from '@hotel/shared/stay-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orderAmendments, orders, type AmendedStay } from '@hotel/db/schema/orders';
import { stayOf } from '../../src/modules/orders/index.ts';

type OrderRow = typeof orders.$inferSelect;
type AmendmentRow = typeof orderAmendments.$inferSelect;

/**
 * A change applied as orders will apply it (decision 0059), written straight into the test
 * database: the amendment row (state applied, with its before and after and money) and the order
 * rewritten to the new stay with its change count raised. For the notices' tests only: the rooms
 * are not moved.
 */
export async function applyTestAmendment(
  db: Database,
  orderId: number,
  change: { after: Partial<AmendedStay>; money?: Partial<Pick<AmendmentRow, 'difference' | 'toPay' | 'refund' | 'charge' | 'rule'>>; reason?: string; staffId?: number | null; now: Date },
): Promise<{ amendment: AmendmentRow; order: OrderRow }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const before = stayOf(order);
  const after: AmendedStay = { ...before, ...change.after };
  // A change given as amounts only: its nights and parts made to match them, as an applied change's are (the statement invariant reads both).
  if (change.after.totalAmount !== undefined && !change.after.nightlyPrices) after.nightlyPrices = spreadNights(after);
  if (change.after.actualAmount !== undefined && !change.after.charges) after.charges = splitIncluded(after.actualAmount, DEFAULT_TAX_RULES);
  const difference = change.money?.difference ?? after.actualAmount - before.actualAmount;
  const [amendment] = await db
    .insert(orderAmendments)
    .values({
      orderId,
      state: 'applied',
      memberId: change.staffId ? null : order.memberId,
      staffId: change.staffId ?? null,
      reason: change.reason ?? '',
      before,
      after,
      newAmount: after.actualAmount,
      difference,
      toPay: change.money?.toPay ?? 0,
      refund: change.money?.refund ?? 0,
      charge: change.money?.charge ?? 0,
      rule: change.money?.rule ?? (difference > 0 ? '差額のお支払い' : '差額なし'),
      expiresAt: change.now,
      createdAt: change.now,
      settledAt: change.now,
    })
    .returning();
  const [rewritten] = await db
    .update(orders)
    .set({
      checkIn: after.checkIn,
      checkOut: after.checkOut,
      nights: after.nights,
      roomTypeCode: after.roomTypeCode,
      roomTypeName: after.roomTypeName,
      roomQty: after.roomQty,
      adultNum: after.adultNum,
      childrenNum: after.childrenNum,
      totalAmount: after.totalAmount,
      actualAmount: after.actualAmount,
      nightlyPrices: after.nightlyPrices,
      charges: after.charges ?? null,
      amendmentCount: sql`${orders.amendmentCount} + 1`,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return { amendment: amendment!, order: rewritten! };
}

/** The stay's total per room shared over its nights, the remainder on the first. */
function spreadNights(stay: AmendedStay): AmendedStay['nightlyPrices'] {
  const dates = stayDates(stay.checkIn, stay.checkOut);
  const perRoom = Math.floor(stay.totalAmount / Math.max(1, stay.roomQty));
  const each = Math.floor(perRoom / Math.max(1, dates.length));
  return dates.map((date, i) => ({ date, price: i === 0 ? perRoom - each * (dates.length - 1) : each }));
}
