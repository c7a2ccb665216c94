import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { memberCoupons } from '@hotel/db/schema/discounts';

export type CouponRow = typeof memberCoupons.$inferSelect;
export type NewCoupon = Omit<typeof memberCoupons.$inferInsert, 'id' | 'state' | 'orderId' | 'usedAt'>;

/** A member has few coupons; the page shows them all, newest first, up to this many. */
const LIST_MAX = 200;

/** member_coupons as the back office issues and withdraws them (the guest side uses its own repository). */
export class CouponAdminRepository {
  constructor(private readonly db: Database) {}

  listOf(memberId: number): Promise<CouponRow[]> {
    return this.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, memberId)).orderBy(desc(memberCoupons.issuedAt), desc(memberCoupons.id)).limit(LIST_MAX);
  }

  /** Inserts it, or answers undefined when its code is already taken (the caller draws another). */
  async insertUnlessCodeTaken(tx: Database, coupon: NewCoupon): Promise<CouponRow | undefined> {
    const [row] = await tx.insert(memberCoupons).values(coupon).onConflictDoNothing({ target: memberCoupons.code }).returning();
    return row;
  }

  /** One coupon, locked until commit: an order taking it waits, or is waited for. */
  async findForUpdate(tx: Database, id: number): Promise<CouponRow | undefined> {
    const [row] = await tx.select().from(memberCoupons).where(eq(memberCoupons.id, id)).limit(1).for('update');
    return row;
  }

  async voidAvailable(tx: Database, id: number): Promise<CouponRow | undefined> {
    const [row] = await tx
      .update(memberCoupons)
      .set({ state: 'void' })
      .where(and(eq(memberCoupons.id, id), eq(memberCoupons.state, 'available')))
      .returning();
    return row;
  }
}

/** Whether an error is a foreign-key violation (SQLSTATE 23503) of this constraint, looking through Drizzle's wrapper. */
export function foreignKeyViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23503') return name === constraint;
  }
  return false;
}
