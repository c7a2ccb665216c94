import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SESSION_COOKIE } from '@hotel/shared/member-contract';
import { bookStay, dayFromToday, holdRooms, newMember } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, SITE_HEADERS, useMemberApp, withToken } from './helpers/member-app.ts';
import { fingerprinter } from './fuzz/fingerprint.ts';

/**
 * Access between members (issue 11): member A sends every guest request that takes an id with
 * member B's ids (hold number, order number, order id, reservation number, payment id), by token
 * and by cookie, with the id as given and in other spellings. Every attempt is 403 or 404 with a
 * Japanese message (a filtered list comes back empty) and the database does not move.
 */
const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways } });

interface Victim {
  holdNo: string;
  orderId: number;
  orderNo: string;
  revNo: string;
  payId: string;
  mobile: string;
}

async function victimWithEverything(): Promise<Victim> {
  const b = await newMember(t.app);
  const order = await bookStay(t.app, b.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 12), checkOut: dayFromToday(t.clock, 13) });
  const { payId } = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, b.token, { revNo: order.revNo, code: 3 }));
  const hold = await holdRooms(t.app, b.token, { checkIn: dayFromToday(t.clock, 14), checkOut: dayFromToday(t.clock, 15) });
  expect(hold.status, JSON.stringify(hold.body)).toBe(200);
  return { holdNo: hold.body.data.orderNo, orderId: order.id, orderNo: order.orderNo, revNo: order.revNo, payId, mobile: b.mobile };
}

/** The same id in the spellings a validator might let through to another record. */
const spellings = (id: string | number): string[] => {
  const s = String(id);
  return typeof id === 'number' ? [s, `0${s}`, `${s}.0`, ` ${s}`] : [s, s.toLowerCase(), ` ${s}`, `${s} `];
};

interface Attempt {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  input: (v: Victim, id: string) => Record<string, unknown>;
  id: (v: Victim) => string | number;
  /** The list filter: answers 200 with nothing in it. */
  emptyList?: boolean;
}

/** Every guest endpoint that takes an id of a hold, order or payment. */
const ATTEMPTS: Attempt[] = [
  { name: 'getHold by hold number', method: 'GET', path: endpoints.getHold.path, id: (v) => v.holdNo, input: (_v, id) => ({ orderNo: id }) },
  { name: 'submitOrder of the hold', method: 'POST', path: endpoints.submitOrder.path, id: (v) => v.holdNo, input: (_v, id) => ({ orderNo: id, revUser: '他人 太郎', mobile: '13912345678', arrivalTime: '15:00-16:00' }) },
  { name: 'getOrderDetail by order id', method: 'GET', path: endpoints.getOrderDetail.path, id: (v) => v.orderId, input: (_v, id) => ({ orderId: id }) },
  { name: 'cancleOrder by order id', method: 'GET', path: endpoints.cancleOrder.path, id: (v) => v.orderId, input: (_v, id) => ({ orderId: id }) },
  { name: 'getpaymethod by order number', method: 'GET', path: endpoints.getpaymethod.path, id: (v) => v.orderNo, input: (_v, id) => ({ orderNo: id }) },
  { name: 'orderpay (QR) by reservation number', method: 'POST', path: endpoints.orderpay.path, id: (v) => v.revNo, input: (_v, id) => ({ revNo: id, code: 2 }) },
  { name: 'orderpay (member card) by reservation number', method: 'POST', path: endpoints.orderpay.path, id: (v) => v.revNo, input: (_v, id) => ({ revNo: id, code: 1, cardPwd: 'Secret123' }) },
  { name: 'orderpay naming the payment id', method: 'POST', path: endpoints.orderpay.path, id: (v) => v.payId, input: (v, id) => ({ revNo: v.revNo, payId: id, code: 3 }) },
  { name: 'checkpayret by reservation number', method: 'POST', path: endpoints.checkpayret.path, id: (v) => v.revNo, input: (_v, id) => ({ revNo: id, hotelCode: 'pro001' }) },
  { name: 'getAllOrder filtered by order number', method: 'POST', path: endpoints.getAllOrder.path, id: (v) => v.orderNo, input: (_v, id) => ({ state: 100, orderNo: id }), emptyList: true },
];

async function send(attempt: Attempt, victim: Victim, id: string, token: string, byCookie: boolean) {
  const input = attempt.input(victim, id);
  const headers = byCookie ? { ...SITE_HEADERS, cookie: `${SESSION_COOKIE}=${token}` } : { ...SITE_HEADERS, usertoken: token };
  if (attempt.method === 'GET') return call(t.app, 'GET', attempt.path, { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])), headers });
  return call(t.app, 'POST', attempt.path, { body: input, headers });
}

describe("a member and another member's orders", () => {
  it('is refused every id of another member, in every spelling, by token and by cookie, and nothing changes', async () => {
    const victim = await victimWithEverything();
    const attacker = await newMember(t.app);
    const fingerprint = await fingerprinter(t.db);
    let attempts = 0;
    for (const attempt of ATTEMPTS) {
      for (const id of spellings(attempt.id(victim))) {
        for (const byCookie of [false, true]) {
          const before = await fingerprint();
          const response = await send(attempt, victim, id, attacker.token, byCookie);
          const label = `${attempt.name} with ${JSON.stringify(id)}${byCookie ? ' by cookie' : ''}`;
          attempts += 1;
          if (attempt.emptyList) {
            expect(response.status, label).toBe(200);
            expect(response.body.data, label).toEqual([]);
          } else if (response.status === 400) {
            // A spelling the schema refuses never reaches a record: fine, and still the envelope.
            expectFailure(response, 400);
          } else {
            expect([403, 404], `${label}: ${JSON.stringify(response.body)}`).toContain(response.status);
            expectFailure(response, response.status);
          }
          expect(await fingerprint(), `${label} changed the database`).toBe(before);
        }
      }
    }
    console.log(`[access] member attempts: ${attempts} over ${ATTEMPTS.length} requests`);
    expect(attempts).toBe(ATTEMPTS.length * 4 * 2);
  }, 120_000);

  it('renames only oneself, whatever ids the body adds', async () => {
    const victim = await victimWithEverything();
    const attacker = await newMember(t.app);
    const response = await withToken(t.app, 'POST', endpoints.modifyUser.path, attacker.token, { name: '改名 太郎', id: victim.orderId, mobile: victim.mobile, memberId: 1 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const victimLogin = await newMember(t.app);
    const mine = await withToken<{ userName: string; moible: string }>(t.app, 'GET', endpoints.userdetail.path, attacker.token);
    expect(mine.body.data).toMatchObject({ userName: '改名 太郎', moible: attacker.mobile });
    const other = await withToken<{ userName: string }>(t.app, 'GET', endpoints.userdetail.path, victimLogin.token);
    expect(other.body.data.userName).not.toBe('改名 太郎');
  }, 60_000);
});
