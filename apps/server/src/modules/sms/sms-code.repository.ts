import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { smsCodes } from '@hotel/db/schema/sms';


export class SmsCodeRepository {
  constructor(private readonly db: Database) {}

  /** Retention: codes issued before `before`, with their number and client address (docs/privacy.md). */
  async purgeIssuedBefore(before: Date): Promise<number> {
    return (await this.db.delete(smsCodes).where(lt(smsCodes.createdAt, before)).returning({ id: smsCodes.id })).length;
  }

  /**
   * Serialises senders on the same keys until the transaction `tx` ends, so two requests cannot
   * both pass the resend and daily checks. Callers lock keys in one fixed order (address, then number).
   */
  async lock(tx: Database, key: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }

  /** Codes (and the newest one's time) to a number, from an address, or to a block of numbers (the number less its last four digits). */
  async countSince(tx: Database, filter: { mobile: string } | { clientIp: string } | { block: string }, since: Date) {
    const where =
      'mobile' in filter
        ? eq(smsCodes.mobile, filter.mobile)
        : 'clientIp' in filter
          ? eq(smsCodes.clientIp, filter.clientIp)
          : // The expression of the index sms_codes_block_idx, so the count reads the index.
            eq(sql`left(${smsCodes.mobile}, -4)`, filter.block);
    const [row] = await tx
      .select({ sent: count(), lastSentAt: max(smsCodes.createdAt) })
      .from(smsCodes)
      .where(and(where, gt(smsCodes.createdAt, since)));
    return { sent: row?.sent ?? 0, lastSentAt: row?.lastSentAt ?? null };
  }

  async insert(tx: Database, row: { mobile: string; purpose: number; codeHash: string; clientIp: string; createdAt: Date; expiresAt: Date }): Promise<number> {
    const [inserted] = await tx.insert(smsCodes).values(row).returning({ id: smsCodes.id });
    return inserted!.id;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(smsCodes).where(eq(smsCodes.id, id));
  }

  async deleteOlderThan(tx: Database, moment: Date): Promise<void> {
    await tx.delete(smsCodes).where(lt(smsCodes.createdAt, moment));
  }

  /** The newest code for the number and purpose: the only one that can still be used. */
  async latest(mobile: string, purpose: number) {
    const [row] = await this.db
      .select({
        id: smsCodes.id,
        codeHash: smsCodes.codeHash,
        attempts: smsCodes.attempts,
        expiresAt: smsCodes.expiresAt,
        consumedAt: smsCodes.consumedAt,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    return row;
  }

  /**
   * Counts one try before the code is compared, atomically, so parallel guesses cannot exceed
   * the limit. Undefined when the code is used up, expired or already out of tries.
   */
  async reserveAttempt(id: number, now: Date, maxAttempts: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxAttempts), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
      .returning({ attempts: smsCodes.attempts });
    return row?.attempts;
  }

  /** Marks the code used; false when a parallel request used it first. */
  async consume(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  }
}
