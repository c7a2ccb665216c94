import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { auditLog } from '@hotel/db/schema/audit';

/** The audit lines of one record, oldest first. */
export function auditLinesOf(db: Database, entity: string, entityId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}
