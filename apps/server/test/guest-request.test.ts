import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@hotel/db/schema/orders';
import { endpoints, type EndpointName } from '@hotel/shared/api/endpoints';
import { REMARK_MAX } from '@hotel/shared/constants';
import { bookStay, dayFromToday, guest, holdRooms, newMember, orderDetail, submitOrder } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, useMemberApp, withToken } from './helpers/member-app.ts';
import { MEMBER_ENDPOINTS } from './helpers/member-endpoints.ts';

const t = useMemberApp({ appOptions: { payProvider: fakeGateways(), paySettings: { PUBLIC_URL: 'https://hotel.example.com' } } });

async function prepaidOrderWith(remark: string, days: number) {
  const member = await newMember(t.app);
  const hold = expectSuccess(await holdRooms(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, days), checkOut: dayFromToday(t.clock, days + 1) }));
  const { id } = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { remark })));
  return { member, order: expectSuccess(await orderDetail(t.app, member.token, id)) };
}

describe('the guest request on a prepaid order', () => {
  it('never stops the payment: the longest request the form takes is stored as typed and the order is payable', async () => {
    const request = 'あ'.repeat(REMARK_MAX);
    const { member, order } = await prepaidOrderWith(request, 3);
    expect(order).toMatchObject({ remark: request, arrivalTime: '15:00-16:00' });
    // The spec's pay payload still carries a remark (older pages sent the order's): it is ignored, whatever its length.
    for (const remark of [order.remark, 'い'.repeat(5000)]) {
      const paid = await withToken(t.app, 'POST', endpoints.orderpay.path, member.token, {
        revNo: order.revNo,
        code: 3,
        payCode: 'wxzf',
        payAmount: order.actualAmount,
        customerName: order.customerName,
        remark,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
  });

  it('keeps the arrival time once and the guest’s words once, also from a client that puts the arrival time in the remark', async () => {
    const { order } = await prepaidOrderWith('到着予定 15:00-16:00 / 禁煙ルーム希望', 4);
    expect(order).toMatchObject({ remark: '禁煙ルーム希望', arrivalTime: '15:00-16:00' });
    const plain = await prepaidOrderWith('禁煙ルーム希望', 5);
    expect(plain.order.remark).toBe('禁煙ルーム希望');
    const full = await prepaidOrderWith(`到着予定 15:00-16:00 / ${'う'.repeat(REMARK_MAX)}`, 6);
    expect(full.order.remark).toBe('う'.repeat(REMARK_MAX));
  });

  it('migration 0021 takes the arrival time off the remark of orders stored the old way', async () => {
    const { order } = await prepaidOrderWith('禁煙ルーム希望', 7);
    const { order: bare } = await prepaidOrderWith('', 7);
    await t.db.update(orders).set({ remark: '到着予定 15:00-16:00 / 禁煙ルーム希望' }).where(eq(orders.id, order.id));
    await t.db.update(orders).set({ remark: '到着予定 15:00-16:00' }).where(eq(orders.id, bare.id));
    await t.db.execute(sql.raw(readFileSync(new URL('../../../packages/db/migrations/0022_order_remark_guest_words.sql', import.meta.url), 'utf8')));
    const rows = await t.db.select({ id: orders.id, remark: orders.remark, arrivalTime: orders.arrivalTime }).from(orders).where(sql`${orders.id} in (${order.id}, ${bare.id})`);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: order.id, remark: '禁煙ルーム希望', arrivalTime: '15:00-16:00' },
      { id: bare.id, remark: '', arrivalTime: '15:00-16:00' },
    ]);
  });
});

/** Guest endpoints (the spec's two APIs) and the names of their input fields. */
const guestEndpoints = (Object.keys(endpoints) as EndpointName[])
  .filter((name) => /^\/(crsapi|cms)\//.test(endpoints[name].path))
  .map((name) => [name, Object.keys(endpoints[name].input.shape)] as const)
  .filter(([, fields]) => fields.length > 0);

const namesAField = (message: string, fields: readonly string[]) => fields.filter((f) => new RegExp(`(^|[^A-Za-z])${f}([^A-Za-z]|$)`, 'i').test(message));

describe('refusals name no field the guest cannot see', () => {
  // Member endpoints check the session before the input (decision 0054): they are asked signed in.
  let memberToken = '';
  beforeAll(async () => {
    memberToken = (await newMember(t.app)).token;
  });

  it('the pay step: each field of the pay request refused on its own', async () => {
    const member = await newMember(t.app);
    const { revNo } = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 8), checkOut: dayFromToday(t.clock, 9) });
    const fields = Object.keys(endpoints.orderpay.input.shape);
    for (const field of fields) {
      const response = await withToken<null>(t.app, 'POST', endpoints.orderpay.path, member.token, { code: 3, revNo, [field]: { wrong: true } });
      if (response.status === 200) continue; // a field accepted whatever it holds
      expectFailure(response, 400);
      expect(namesAField(response.body.message, fields), `${field}: ${response.body.message}`).toEqual([]);
    }
  });

  it.each(guestEndpoints)('%s: a wrong value in any field', async (name, fields) => {
    const { method, path } = endpoints[name];
    const headers: Record<string, string> = MEMBER_ENDPOINTS.has(name) ? { usertoken: memberToken } : {};
    let refused = 0;
    for (const field of fields) {
      const response =
        method === 'GET'
          ? await call<null>(t.app, 'GET', `${path}?${field}=%01`, { headers })
          : await call<null>(t.app, 'POST', path, { body: { [field]: { wrong: true } }, headers });
      if (response.status < 400) continue;
      expect(response.status, `${field}`).toBeLessThan(500);
      if (response.status === 400) refused++;
      expect(namesAField(response.body.message, fields), `${field}: ${response.body.message}`).toEqual([]);
    }
    // The wrong values reached the endpoint's own checks (not one refusal before them all).
    expect(refused).toBeGreaterThan(0);
  });
});
