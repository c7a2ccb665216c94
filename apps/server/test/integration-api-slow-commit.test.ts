import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReservationsPage } from '@hotel/shared/schemas/integration-api';
import { orders } from '@hotel/db/schema/orders';
import { demoStaff } from './helpers/desk.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { integrationCall, makeKey } from './helpers/integration-api.ts';
import { useMemberApp } from './helpers/member-app.ts';

/**
 * Why the feed reads only below the oldest transaction still running (decision 0065), on
 * PostgreSQL with two connections: a transaction that updates an order and stays open, and
 * another order written and committed meanwhile. A read must return neither (returning the
 * second would move the PMS's cursor past the first, which would then never be read); once the
 * first commits, both come, in the order of their transactions. PGlite has one connection: an
 * open transaction there blocks every other statement, so nothing can commit out of order.
 */
const setup = inject('testDatabase');
const t = useMemberApp();
let key: string;

beforeAll(async () => {
  key = (await makeKey(t.app, await demoStaff(t.app, 'admin'), { hotelCodes: ['pro001'], scope: 'read' })).secret;
});

const read = async (cursor?: string) =>
  expectSuccess(await integrationCall<ReservationsPage>(t.app, 'GET', '/reservations', key, { query: { hotel: 'pro001', limit: '200', ...(cursor ? { cursor } : {}) } }));

async function readToEnd(cursor?: string): Promise<{ orderNos: string[]; cursor?: string }> {
  const orderNos: string[] = [];
  for (;;) {
    const page = await read(cursor);
    if (page.items.length === 0) return { orderNos, cursor };
    orderNos.push(...page.items.map((i) => i.orderNo));
    cursor = page.nextCursor!;
  }
}

describe.runIf(setup.kind === 'postgres')('a slow commit on PostgreSQL', () => {
  it('is never skipped: rows written after a transaction still running wait until it ends', async () => {
    const [slow, fast] = await t.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.hotelCode, 'pro001')).orderBy(orders.id).limit(2);
    const start = await readToEnd();

    let updated!: () => void;
    let commit!: () => void;
    const isUpdated = new Promise<void>((resolve) => (updated = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    // Connection 1: updates the slow order and stays open.
    const open = t.db.transaction(async (tx) => {
      await tx.update(orders).set({ remark: '遅いトランザクション' }).where(eq(orders.orderNo, slow!.orderNo));
      updated();
      await mayCommit;
    });
    await isUpdated;
    // Connection 2: the fast order is written and committed after the slow one began.
    await t.db.update(orders).set({ remark: '先にコミット' }).where(eq(orders.orderNo, fast!.orderNo));

    const during = await read(start.cursor);
    expect(during.items.map((i) => i.orderNo), 'nothing past the open transaction').toEqual([]);
    expect(during.nextCursor).toBe(start.cursor ?? null);

    commit();
    await open;
    // Other test files' transactions on this server may hold the feed back a moment longer.
    let after = await readToEnd(start.cursor);
    for (let tries = 0; after.orderNos.length < 2 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await readToEnd(start.cursor);
    }
    expect(after.orderNos).toEqual([slow!.orderNo, fast!.orderNo]);
  });
});

describe.runIf(setup.kind === 'pglite')('on PGlite', () => {
  it('has nothing to withhold (one connection): a write is read at once', async () => {
    const start = await readToEnd();
    const [order] = await t.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.hotelCode, 'pro001')).limit(1);
    await t.db.update(orders).set({ remark: '変更' }).where(eq(orders.orderNo, order!.orderNo));
    expect((await readToEnd(start.cursor)).orderNos).toEqual([order!.orderNo]);
  });
});
