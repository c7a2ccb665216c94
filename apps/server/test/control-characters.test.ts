import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@hotel/shared/api/endpoints';
import { invalidFieldMessage, MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';
import { dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';
import { expectFailure } from './helpers/expectations.ts';
import { call, freshCode, randomMobile, registration, useMemberApp, withToken } from './helpers/member-app.ts';

const t = useMemberApp();

/** NUL (PostgreSQL cannot store it), BEL (a C0 control) and U+2028 (breaks scripts and log lines). */
const CONTROLS = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['LINE SEPARATOR', '\u2028'],
] as const;

const stay = () => ({ CheckIn: dayFromToday(t.clock, 20), CheckOut: dayFromToday(t.clock, 21) });

interface TextField {
  endpoint: EndpointName;
  field: string;
  /** A request that passes every other check of the endpoint's schema. */
  input: () => Record<string, unknown>;
  message: string;
}

const named = (field: string) => invalidFieldMessage(field);

/** Every text field of the API that the client fills in, with the message its refusal carries. */
const TEXT_FIELDS: TextField[] = [
  { endpoint: 'register', field: 'Name', input: () => registration(randomMobile(), '123456'), message: SERVER_MESSAGES.nameInvalidCharacters },
  { endpoint: 'register', field: 'country', input: () => ({ ...registration(randomMobile(), '123456'), country: '日本' }), message: SERVER_MESSAGES.countryInvalid },
  { endpoint: 'register', field: 'Pwd', input: () => registration(randomMobile(), '123456'), message: MESSAGES.passwordRule },
  { endpoint: 'smscode', field: 'mobile', input: () => ({ mobile: '13800138000', type: '1' }), message: MESSAGES.mobileInvalid },
  { endpoint: 'modifyUser', field: 'name', input: () => ({ name: '佐藤 健' }), message: SERVER_MESSAGES.nameInvalidCharacters },
  { endpoint: 'getRoomTypeDetail', field: 'roomTypeCode', input: () => ({ hotelCode: 'pro001', roomTypeCode: 'SK' }), message: named('roomTypeCode') },
  { endpoint: 'getRoomAndRate', field: 'RoomTypeCode', input: () => ({ HotelCode: 'pro001', RoomTypeCode: 'SK', ...stay() }), message: named('RoomTypeCode') },
  { endpoint: 'getRoomAndRate', field: 'discountCode', input: () => ({ HotelCode: 'pro001', discountType: '企業', discountCode: 'A1', ...stay() }), message: SERVER_MESSAGES.discountInvalid },
  { endpoint: 'getRoomAndRate', field: 'discountType', input: () => ({ HotelCode: 'pro001', discountType: '企業', discountCode: 'A1', ...stay() }), message: SERVER_MESSAGES.discountInvalid },
  ...(['roomTypeCode', 'rateCode'] as const).map((field) => ({
    endpoint: 'checkInventory' as const,
    field,
    input: () => ({ hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', checkIn: stay().CheckIn, checkOut: stay().CheckOut, roomQty: 1 }),
    message: named(field),
  })),
  {
    endpoint: 'checkInventory',
    field: 'discountCode',
    input: () => ({ hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', checkIn: stay().CheckIn, checkOut: stay().CheckOut, roomQty: 1, discountType: '企業', discountCode: 'A1' }),
    message: SERVER_MESSAGES.discountInvalid,
  },
  { endpoint: 'getHold', field: 'orderNo', input: () => ({ orderNo: 'FO1' }), message: SERVER_MESSAGES.orderNoRequired },
  { endpoint: 'submitOrder', field: 'revUser', input: () => guest('FO1'), message: SERVER_MESSAGES.nameInvalidCharacters },
  { endpoint: 'submitOrder', field: 'email', input: () => guest('FO1'), message: MESSAGES.emailInvalid },
  { endpoint: 'submitOrder', field: 'remark', input: () => guest('FO1'), message: SERVER_MESSAGES.requestInvalidCharacters },
  { endpoint: 'submitOrder', field: 'orderNo', input: () => guest('FO1'), message: SERVER_MESSAGES.orderNoRequired },
  { endpoint: 'getAllOrder', field: 'orderNo', input: () => ({ state: 100, orderNo: 'FO1' }), message: named('orderNo') },
  { endpoint: 'getpaymethod', field: 'orderNo', input: () => ({ orderNo: 'FO1' }), message: named('orderNo') },
  { endpoint: 'orderpay', field: 'revNo', input: () => ({ code: 2, revNo: 'RV1' }), message: named('revNo') },
  { endpoint: 'orderpay', field: 'payCode', input: () => ({ code: 2, revNo: 'RV1', payCode: 'alipay' }), message: named('payCode') },
  { endpoint: 'checkpayret', field: 'revNo', input: () => ({ revNo: 'RV1' }), message: named('revNo') },
  ...(['applyName', 'meetingType', 'note', 'hotelName'] as const).map((field) => ({
    endpoint: 'meetingbook' as const,
    field,
    input: () => ({
      applyName: '田中 一郎',
      contactPhone: '13912345678',
      meetingType: '会議',
      peopleNums: '10-50',
      beginTime: `${dayFromToday(t.clock, 10)} 09:00:00`,
      endTime: `${dayFromToday(t.clock, 10)} 17:00:00`,
      note: 'プロジェクター希望',
      hotelCode: 'pro001',
      hotelName: 'フェルトン',
    }),
    message: {
      applyName: SERVER_MESSAGES.nameInvalidCharacters,
      meetingType: MESSAGES.meetingTypeRequired,
      note: SERVER_MESSAGES.requestInvalidCharacters,
      hotelName: named('hotelName'),
    }[field],
  })),
];

/** Sends the input with `character` inside the field's value; GET endpoints get it in the query string. */
function sendWith(c: TextField, character: string, token?: string) {
  const input = c.input();
  const value = input[c.field];
  input[c.field] = `${typeof value === 'string' ? value.slice(0, 1) : 'x'}${character}${typeof value === 'string' ? value.slice(1) : ''}`;
  const { method, path } = endpoints[c.endpoint];
  const headers = token ? { usertoken: token } : undefined;
  if (method === 'GET') {
    return call(t.app, 'GET', path, { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])), ...(headers ? { headers } : {}) });
  }
  return call(t.app, 'POST', path, { body: input, ...(headers ? { headers } : {}) });
}

describe('control characters in text fields', () => {
  const cases = TEXT_FIELDS.flatMap((c) => CONTROLS.map(([label, character]) => [`${c.endpoint}.${c.field} with ${label}`, c, character] as const));

  it.each(cases)('%s → 400 with the field message', async (_name, c, character) => {
    const { token } = await memberToken();
    const response = await sendWith(c, character, token);
    expectFailure(response, 400);
    expect(response.body.message).toBe(c.message);
  });

  it('covers every endpoint whose input has a free-text field', () => {
    const covered = new Set(TEXT_FIELDS.map((c) => c.endpoint));
    for (const name of ['register', 'modifyUser', 'getRoomTypeDetail', 'getRoomAndRate', 'checkInventory', 'getHold', 'submitOrder', 'getAllOrder', 'getpaymethod', 'orderpay', 'checkpayret', 'meetingbook'] as const) {
      expect(covered.has(name), name).toBe(true);
    }
  });

  it('lets tab and line breaks through in multi-line fields (the request of an order)', async () => {
    const { token } = await memberToken();
    const hold = await holdRooms(t.app, token, { checkIn: dayFromToday(t.clock, 30), checkOut: dayFromToday(t.clock, 31) });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    const order = await submitOrder(t.app, token, guest(hold.body.data.orderNo, { remark: '禁煙ルーム\r\n高層階\tできれば' }));
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  });

  it('refuses a tab in a one-line field', async () => {
    const { token } = await memberToken();
    const response = await withToken(t.app, 'POST', endpoints.modifyUser.path, token, { name: '佐藤\t健' });
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.nameInvalidCharacters);
  });
});

describe('registration with a control character in the name', () => {
  it('is refused before the SMS code is checked, and the code still works afterwards', async () => {
    const mobile = randomMobile();
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    const refused = await call(t.app, 'POST', endpoints.register.path, { body: registration(mobile, code, { Name: '佐藤\u0000健' }) });
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(SERVER_MESSAGES.nameInvalidCharacters);

    const accepted = await call(t.app, 'POST', endpoints.register.path, { body: registration(mobile, code) });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });
});

describe('the database safety net', () => {
  it('answers 400, not 500, when a NUL reaches a query', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/probe', async () => {
      await t.db.execute(sql`select ${'a\u0000b'}::text as value`);
      return 'stored';
    });
    const response = await app.inject({ method: 'GET', url: '/probe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, statusCode: 400, message: SERVER_MESSAGES.badRequest });
    await app.close();
  });

  it('answers 400 for a NUL inside jsonb too', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/probe', async () => {
      await t.db.execute(sql`select ${JSON.stringify({ note: 'a\u0000' })}::jsonb as value`);
      return 'stored';
    });
    const response = await app.inject({ method: 'GET', url: '/probe' });
    expect(response.statusCode).toBe(400);
    await app.close();
  });
});

let member: Promise<{ token: string }> | undefined;
/** One logged-in member for the table (input is checked before the session, but a token makes the point). */
function memberToken() {
  member ??= newMember(t.app);
  return member;
}
