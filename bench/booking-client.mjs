// Guests and a hotel manager through the real API, as the site's pages call it (the headers every
// page sends; the bodies packages/shared's schemas take): for the jobs part of the bench. Mirrors
// tests/reliability/lib/api.ts, which is TypeScript and writes its members through the database;
// here members register with an SMS code read from demo mode's /__dev/sms.
import { hotelDate } from './targets.mjs';

const SITE_HEADERS = { channel: 'officialweb', groupcode: '110' };
export const BENCH_HOTEL = 'pro001';
const ROOM = 'SK';
/** Pay at the hotel: the booking is confirmed, and its confirmation and the hotel's notice owed, when the order is submitted. */
const PAY_AT_HOTEL_RATE = 'BAR';
const PASSWORD = 'Bench2026pw';
/** The demo hotel manager of pro001 (packages/db/src/seed/seed-demo-staff.ts) and the staff session cookie. */
const MANAGER = { email: 'manager@demo.felton', password: 'FeltonStaff2026' };
const STAFF_SESSION_COOKIE = 'staff_session';

/** One call; answers { status, message, data } (status 0: no answer). */
export async function call(base, method, path, { body, token, headers = {} } = {}) {
  try {
    const response = await fetch(base + path, {
      method,
      headers: {
        ...SITE_HEADERS,
        random: String(Math.floor(Math.random() * 1e6)),
        timestamp: String(Date.now()),
        ...(token ? { usertoken: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let envelope = {};
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = { message: text.slice(0, 80) };
    }
    return { status: response.status, message: envelope.message ?? '', data: envelope.data, headers: response.headers };
  } catch (error) {
    return { status: 0, message: error instanceof Error ? error.message : String(error), data: undefined };
  }
}

function expectOk(answer, what) {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.message}`);
  return answer.data;
}

/**
 * A new member, registered as a guest does it: an SMS code (read from /__dev/sms, demo mode),
 * the registration, then a password login. Each mobile has its own 7-digit block, so the
 * per-block SMS limit is not met; the per-address one (30 a day) caps the members of one run.
 */
export async function registerMember(base, index) {
  const mobile = `177${String(index).padStart(4, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  expectOk(await call(base, 'GET', `/crsapi/v1/user/smscode?mobile=${mobile}&type=1`), 'smscode');
  const { code } = expectOk(await call(base, 'GET', `/__dev/sms?mobile=${mobile}`), '/__dev/sms');
  expectOk(await call(base, 'POST', '/crsapi/v1/user/register', { body: { Name: 'ベンチ 太郎', mobile, SmsCode: code, Pwd: PASSWORD, Sex: 1 } }), 'register');
  const { token } = expectOk(await call(base, 'POST', '/crsapi/v1/user/login', { body: { mobile, mode: 2, Pwd: PASSWORD } }), 'login');
  return { mobile, token };
}

/** The nights the burst books, one each, in turn: `rooms` rooms of each put on sale by the hotel manager. */
export async function openNights(base, { firstDay, nights, rooms }) {
  const login = await fetch(`${base}/adminapi/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MANAGER) });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!login.ok || !cookie) throw new Error(`the demo manager could not sign in: ${login.status}`);
  const changed = await call(base, 'POST', '/adminapi/v1/rates/bulk', {
    headers: { cookie: cookie.split(';')[0] },
    body: { hotel: BENCH_HOTEL, roomTypes: [ROOM], from: hotelDate(firstDay), to: hotelDate(firstDay + nights - 1), weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { rooms } },
  });
  expectOk(changed, 'rates/bulk');
}

/** The e-mail address of a booking: its order number, so each message the mail server gets names its booking. */
export const mailOf = (orderNo) => `${orderNo.toLowerCase()}@bench.example.com`;

/**
 * One pay-at-hotel booking: hold a night with /order/checkInventory, submit the order. Answers
 * { orderNo, id, ackAt } (ackAt: when the submitted order's answer arrived) or { error }.
 */
export async function bookNight(base, member, day) {
  const stay = { hotelCode: BENCH_HOTEL, roomTypeCode: ROOM, rateCode: PAY_AT_HOTEL_RATE, checkIn: hotelDate(day), checkOut: hotelDate(day + 1), roomQty: 1 };
  const hold = await call(base, 'POST', '/crsapi/v1/order/checkInventory', { token: member.token, body: stay });
  if (hold.status !== 200) return { error: `checkInventory ${hold.status} ${hold.message}` };
  const { orderNo } = hold.data;
  const order = await call(base, 'POST', '/crsapi/v1/order/submitOrder', {
    token: member.token,
    body: { orderNo, revUser: 'ベンチ 太郎', mobile: member.mobile, email: mailOf(orderNo), arrivalTime: '15:00-16:00' },
  });
  const ackAt = Date.now();
  if (order.status !== 200) return { error: `submitOrder ${order.status} ${order.message}` };
  return { orderNo, id: order.data.id, ackAt };
}
