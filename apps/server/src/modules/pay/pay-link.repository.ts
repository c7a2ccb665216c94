import { and, count, eq, gt, gte } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orderPayLinks } from '@hotel/db/schema/pay';

export type NewPayLink = typeof orderPayLinks.$inferInsert;

/** order_pay_links: only the SHA-256 of each token. */
export class PayLinkRepository {
  constructor(private readonly db: Database) {}

  async insert(link: NewPayLink): Promise<{ id: number }> {
    const [row] = await this.db.insert(orderPayLinks).values(link).returning({ id: orderPayLinks.id });
    return row!;
  }

  /** A link whose message never left: it must not open anything. */
  async remove(id: number): Promise<void> {
    await this.db.delete(orderPayLinks).where(eq(orderPayLinks.id, id));
  }

  /** The order a live link opens: found by the token's hash through the unique index, so only a whole match finds one. */
  async findLive(tokenHash: string, now: Date): Promise<{ orderId: number; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .select({ orderId: orderPayLinks.orderId, expiresAt: orderPayLinks.expiresAt })
      .from(orderPayLinks)
      .where(and(eq(orderPayLinks.tokenHash, tokenHash), gt(orderPayLinks.expiresAt, now)))
      .limit(1);
    return row;
  }

  /** Links sent for an order since `since` (the per-order cap). */
  async countSince(orderId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orderPayLinks)
      .where(and(eq(orderPayLinks.orderId, orderId), gte(orderPayLinks.createdAt, since)));
    return row?.n ?? 0;
  }
}
