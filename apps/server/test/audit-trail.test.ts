import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { staff } from '@hotel/db/schema/staff';
import { transactionRunner } from '../src/lib/transaction.ts';
import { AuditTrail } from '../src/modules/audit/index.ts';
import { AuditRepository } from '../src/modules/audit/audit.repository.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const AT = new Date('2026-11-23T02:00:00Z');

async function demoAdmin() {
  const [row] = await t.db.select({ staffId: staff.id, email: staff.email }).from(staff).where(eq(staff.email, 'admin@demo.felton'));
  return row!;
}

describe('AuditTrail', () => {
  it('records who changed which record, when, before and after, in the change’s transaction', async () => {
    const trail = new AuditTrail(new AuditRepository(t.db), () => AT);
    const actor = await demoAdmin();
    await transactionRunner(t.db)((tx) =>
      trail.record(tx, actor, { hotelCode: 'pro001', entity: 'probe', entityId: 7, action: 'update', before: { price: 800 }, after: { price: 900 } }),
    );
    const lines = await trail.historyOf('probe', 7);
    expect(lines).toEqual([
      expect.objectContaining({ at: AT, staffId: actor.staffId, staffEmail: 'admin@demo.felton', hotelCode: 'pro001', entity: 'probe', entityId: '7', action: 'update', before: { price: 800 }, after: { price: 900 } }),
    ]);
  });

  it('writes nothing when the change rolls back', async () => {
    const trail = new AuditTrail(new AuditRepository(t.db), () => AT);
    const actor = await demoAdmin();
    await expect(
      transactionRunner(t.db)(async (tx) => {
        await trail.record(tx, actor, { hotelCode: null, entity: 'probe', entityId: 'rolled-back', action: 'update' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await trail.historyOf('probe', 'rolled-back')).toEqual([]);
  });

  it('cannot be edited or deleted by anyone: the table refuses UPDATE and DELETE', async () => {
    const trail = new AuditTrail(new AuditRepository(t.db), () => AT);
    const actor = await demoAdmin();
    await transactionRunner(t.db)((tx) => trail.record(tx, actor, { hotelCode: null, entity: 'probe', entityId: 'kept', action: 'create', after: { a: 1 } }));
    await expect(t.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.entityId, 'kept'))).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.entityId, 'kept'))).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await trail.historyOf('probe', 'kept')).toEqual([expect.objectContaining({ action: 'create', after: { a: 1 } })]);
  });
});
