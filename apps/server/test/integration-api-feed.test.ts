import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { INTEGRATION_API_MESSAGES as M, type IntegrationReservation, type ReservationsPage } from '@hotel/shared/schemas/integration-api';
import { auditLog } from '@hotel/db/schema/audit';
import { orders } from '@hotel/db/schema/orders';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { demoStaff } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { integrationCall, makeKey } from './helpers/integration-api.ts';
import { useMemberApp, withToken } from './helpers/member-app.ts';

/**
 * The change feed (decision 0065): a PMS reads a hotel's reservations changed since its cursor,
 * oldest change first, in pages; each change once and in order; an order changed again comes
 * again at its new position; another hotel's orders never; a bad cursor is 400. Each read is one
 * audit line naming the hotel, the cursor and the count.
 */
const t = useMemberApp();
let key: string;
let keyName: string;

beforeAll(async () => {
  const admin = await demoStaff(t.app, 'admin');
  const created = await makeKey(t.app, admin, { name: 'PMS フィード', hotelCodes: ['pro001'], scope: 'read' });
  key = created.secret;
  keyName = created.key.name;
});

const page = (query: Record<string, string>) => integrationCall<ReservationsPage>(t.app, 'GET', '/reservations', key, { query: { hotel: 'pro001', ...query } });

/** Reads every page from `cursor` to the end: the items in order and the last cursor. */
async function readAll(cursor: string | undefined, limit = 200): Promise<{ items: IntegrationReservation[]; cursor: string | undefined }> {
  const items: IntegrationReservation[] = [];
  for (;;) {
    const data = expectSuccess(await page({ limit: String(limit), ...(cursor ? { cursor } : {}) }));
    items.push(...data.items);
    if (data.items.length === 0) return { items, cursor };
    expect(data.nextCursor).toBe(data.items.at(-1)!.changePosition);
    cursor = data.nextCursor!;
  }
}

/**
 * On PostgreSQL another test file's transaction still running holds back everything written after
 * it began (that is the rule under test), so a just-committed change may take a moment to show.
 */
async function readUntil(cursor: string | undefined, wanted: (items: IntegrationReservation[]) => boolean) {
  for (let tries = 0; ; tries++) {
    const read = await readAll(cursor, 2);
    if (wanted(read.items) || tries === 50) return read;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('reservations changed since a cursor', () => {
  it('walks the feed in pages: each change once, in order; a change again comes again; cancellations too', async () => {
    const start = await readAll(undefined);
    expect(start.items.every((item) => item.hotelCode === 'pro001')).toBe(true);
    const positions = start.items.map((item) => item.changePosition);
    expect(new Set(positions).size).toBe(positions.length);

    const member = await newMember(t.app);
    const first = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 30), checkOut: dayFromToday(t.clock, 32) });
    const second = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 40), checkOut: dayFromToday(t.clock, 41), roomQty: 2 });

    const walk = await readUntil(start.cursor, (items) => items.length >= 2);
    expect(walk.items.map((i) => i.orderNo)).toEqual([first.orderNo, second.orderNo]);
    const [a, b] = walk.items as [IntegrationReservation, IntegrationReservation];
    expect(a).toMatchObject({ hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', nights: 2, roomQty: 1, status: 'booked', paymentStatus: 'unpaid', noShow: false, revUser: '佐藤 健', email: 'ken.sato@example.jp', remark: '禁煙ルーム希望', source: 'web' });
    expect(a.nightlyPrices).toHaveLength(2);
    expect(a.totalAmount).toBe(a.nightlyPrices.reduce((sum, n) => sum + n.price, 0));
    expect(b.roomQty).toBe(2);

    // Nothing changed since: an empty page that keeps the cursor.
    const idle = expectSuccess(await page({ cursor: walk.cursor! }));
    expect(idle).toEqual({ items: [], nextCursor: walk.cursor });

    // The first order changes, then the second is cancelled: each comes again at its new position.
    await t.db.update(orders).set({ remark: '高層階希望' }).where(eq(orders.orderNo, first.orderNo));
    const cancel = await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${second.id}`, member.token);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const again = await readUntil(walk.cursor, (items) => items.length >= 2);
    expect(again.items.map((i) => i.orderNo)).toEqual([first.orderNo, second.orderNo]);
    expect(again.items[0]).toMatchObject({ remark: '高層階希望', status: 'booked' });
    expect(again.items[1]).toMatchObject({ status: 'cancelled' });
    expect(again.items[1]!.cancelledAt).not.toBeNull();
    expect(again.items[0]!.changePosition).not.toBe(a.changePosition);

    // One audit line per read, naming the hotel, the cursor and the count.
    const lines = await t.db.select().from(auditLog).where(eq(auditLog.staffEmail, keyName));
    const idleLine = lines.find((l) => l.action === 'api_reservations' && (l.after as { cursor: string | null; count: number }).cursor === walk.cursor && (l.after as { count: number }).count === 0);
    expect(idleLine).toMatchObject({ actor: 'integration', hotelCode: 'pro001', entity: 'integration_key', staffId: null });
  });

  it('reads one reservation of the hotel by its number, and no other hotel\'s', async () => {
    const [own] = await t.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.hotelCode, 'pro001')).limit(1);
    const one = expectSuccess(await integrationCall<IntegrationReservation>(t.app, 'GET', `/reservations/${own!.orderNo}`, key, { query: { hotel: 'pro001' } }));
    expect(one.orderNo).toBe(own!.orderNo);
    const [foreign] = await t.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.hotelCode, 'pro003')).limit(1);
    if (foreign) {
      const refused = await integrationCall(t.app, 'GET', `/reservations/${foreign.orderNo}`, key, { query: { hotel: 'pro001' } });
      expectFailure(refused, 404);
      expect(refused.body.message).toBe(M.orderNotFound);
    }
    expectFailure(await integrationCall(t.app, 'GET', '/reservations/FO000000000', key, { query: { hotel: 'pro001' } }), 404);
  });

  it('refuses a cursor it did not write', async () => {
    for (const cursor of ['abc', Buffer.from('1:2:3').toString('base64url'), Buffer.from('-1:2').toString('base64url')]) {
      const refused = await page({ cursor });
      expectFailure(refused, 400);
      expect(refused.body.message).toBe(M.cursorInvalid);
    }
    expectFailure(await page({ limit: '500' }), 400);
  });

  it('reads the change position the database wrote (the transaction of the last write)', async () => {
    const rows = await t.db.select({ xid: orders.changeXid }).from(orders).where(eq(orders.hotelCode, 'pro001'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.xid > 0)).toBe(true);
  });
});
