import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { auditLog } from '@hotel/db/schema/audit';

export type NewAuditLine = Omit<typeof auditLog.$inferInsert, 'id'>;
export type AuditLine = typeof auditLog.$inferSelect;

/** What the audit screen may filter by; `hotels` limits the lines to those hotels (never group lines). */
export interface AuditSearch {
  hotels?: readonly string[];
  staffEmail?: string;
  entity?: string;
  entityId?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

/** LIKE's own characters in what someone typed match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

  /** A page of lines, newest first, and how many there are. */
  async search(filter: AuditSearch, limit: number, offset: number): Promise<{ lines: AuditLine[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.hotels) conditions.push(inArray(auditLog.hotelCode, filter.hotels.length > 0 ? [...filter.hotels] : ['']));
    if (filter.staffEmail) conditions.push(ilike(auditLog.staffEmail, `%${likeEscaped(filter.staffEmail)}%`));
    if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
    if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
    if (filter.from) conditions.push(gte(auditLog.at, filter.from));
    if (filter.until) conditions.push(lt(auditLog.at, filter.until));
    const where = and(...conditions);
    const lines = await this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
    const [total] = await this.db.select({ n: count() }).from(auditLog).where(where);
    return { lines, total: total?.n ?? 0 };
  }
}
