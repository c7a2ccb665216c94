import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { auditLog } from '@hotel/db/schema/audit';

export type NewAuditLine = Omit<typeof auditLog.$inferInsert, 'id'>;
export type AuditLine = typeof auditLog.$inferSelect;

/** audit_log: appended to, never updated (the table refuses it). */
export class AuditRepository {
  constructor(private readonly db: Database) {}

  /** `tx`: the transaction of the change itself, so a change and its line commit or roll back together. */
  async append(tx: Database, lines: NewAuditLine[]): Promise<void> {
    if (lines.length > 0) await tx.insert(auditLog).values(lines);
  }

  /** The lines of one record, oldest first. */
  linesOf(entity: string, entityId: string): Promise<AuditLine[]> {
    return this.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
      .orderBy(asc(auditLog.id));
  }
}
