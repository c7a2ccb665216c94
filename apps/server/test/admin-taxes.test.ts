import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { endpoints } from '@hotel/shared/api/endpoints';
import { TAX_MESSAGES, type AdminTaxRules } from '@hotel/shared/schemas/admin/taxes';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { partsTotal } from '@hotel/shared/taxes';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { dayFromToday } from './helpers/booking.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, type TestClock } from './helpers/member-app.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { adminCall, signIn, staffCookieHeader } from './helpers/staff-app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

/**
 * Issue 28: a hotel's service charge and VAT (decision 0068). The default sells the stored rates
 * as they are; rules without them raise every price the guest sees from the next search on, the
 * back-office page says so with an example, and bad input is refused at its field with nothing saved.
 */
let app: FastifyInstance;
let testDb: TestDb;
const clock: TestClock = { now: () => new Date(), advance: () => undefined };
const manager = () => signIn(app, DEMO_STAFF.find((s) => s.role === 'hotel_manager')!.email, DEMO_STAFF_PASSWORD);
const save = async (body: Record<string, unknown>) => adminCall<AdminTaxRules>(app, 'POST', '/taxes/save', { body, headers: staffCookieHeader(await manager()) });
const valid = { hotel: 'pro001', servicePercent: '10', vatPercent: '6', order: 'service_then_vat', rounding: 'night', ratesInclude: 'exclude' };

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true, pageCache: true });
  await app.ready();
  expect((await app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function cheapestRate(hotelCode: string) {
  const checkIn = dayFromToday(clock, 5);
  const rooms = expectSuccess(await call<RoomWithRates[]>(app, 'POST', endpoints.getRoomAndRate.path, { body: { HotelCode: hotelCode, CheckIn: checkIn, CheckOut: dayFromToday(clock, 6), RoomTypeCode: 'SK' } }));
  return rooms[0]!.rateList.find((r) => r.rateCode === 'BAR')!;
}

describe('a hotel’s service charge and VAT (decision 0068)', () => {
  it('a hotel that never saved sells under the defaults: the stored rate, 10 % and 6 % inside it', async () => {
    const rules = expectSuccess(await adminCall<AdminTaxRules>(app, 'GET', '/taxes', { query: { hotel: 'pro003' }, headers: staffCookieHeader(await signIn(app, DEMO_STAFF[0]!.email, DEMO_STAFF_PASSWORD)) }));
    expect(rules).toMatchObject({ saved: false, rules: { serviceBp: 1000, vatBp: 600, ratesInclude: true }, example: { rate: 1000, total: 1000 } });
  });

  it('rates without them: the next search adds service, then VAT on both, and says what the total is made of', async () => {
    const before = await cheapestRate('pro001');
    const saved = expectSuccess(await save(valid));
    expect(saved).toMatchObject({ saved: true, example: { rate: 1000, total: 1166, room: 1000, service: 100, vat: 66 } });
    await app.changes.sync();
    const after = await cheapestRate('pro001');
    const service = Math.round(before.totalPrice / 10);
    expect(after.totalPrice).toBe(before.totalPrice + service + Math.round(((before.totalPrice + service) * 6) / 100));
    // The stored rate is the room part (a one-night search: no 連泊割 takes from it).
    expect(after.promotion).toBeNull();
    expect(after.charges).toEqual({ room: before.totalPrice, service, vat: after.totalPrice - before.totalPrice - service });
    expect(partsTotal(after.charges)).toBe(after.discountedPrice);
    // Saving the same again changes nothing and says so; the audit keeps one line.
    const again = await save(valid);
    expect(again.body.message).toBe(TAX_MESSAGES.unchanged);
    const [lines] = await testDb.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.entity, 'tax_rules'), eq(auditLog.hotelCode, 'pro001')));
    expect(lines?.n).toBe(1);
    expectSuccess(await save({ ...valid, ratesInclude: 'include' }));
    await app.changes.sync();
    expect((await cheapestRate('pro001')).totalPrice).toBe(before.totalPrice);
  });

  it.each([
    ['a rate as words', { servicePercent: 'ten' }, TAX_MESSAGES.serviceInvalid],
    ['three decimals', { servicePercent: '10.125' }, TAX_MESSAGES.serviceInvalid],
    ['over 30 %', { vatPercent: '31' }, TAX_MESSAGES.vatInvalid],
    ['a negative rate', { vatPercent: '-1' }, TAX_MESSAGES.vatInvalid],
    ['an unknown order', { order: 'vat_first' }, TAX_MESSAGES.orderInvalid],
    ['an unknown rounding', { rounding: 'month' }, TAX_MESSAGES.roundingInvalid],
    ['inclusion missing', { ratesInclude: undefined }, TAX_MESSAGES.includeInvalid],
  ])('refuses %s with 400 and its message, saving nothing', async (_label, change, message) => {
    const lines = async () => (await testDb.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'tax_rules')))[0]!.n;
    const before = await lines();
    const response = await save({ ...valid, hotel: 'pro001', ...change });
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
    expect(await lines()).toBe(before);
  });

  it('the page shows the rules, the example and a refused field’s message (through the whole app)', async () => {
    const token = await manager();
    const page = await app.inject({ method: 'GET', url: '/admin/taxes?hotel=pro001', headers: staffCookieHeader(token) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('税・サービス料');
    expect(page.body).toContain('表示される料金の例');
    const form = new URLSearchParams({ ...valid, servicePercent: '12.345' }).toString();
    const refused = await app.inject({
      method: 'POST',
      url: '/admin/taxes?hotel=pro001',
      headers: { ...staffCookieHeader(token), 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: form,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(TAX_MESSAGES.serviceInvalid);
    // A good form saves through the same action (the form posts the schema's output to the API) and comes back saved.
    const saved = await app.inject({
      method: 'POST',
      url: '/admin/taxes?hotel=pro005',
      headers: { ...staffCookieHeader(await signIn(app, DEMO_STAFF[0]!.email, DEMO_STAFF_PASSWORD)), 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: new URLSearchParams({ ...valid, hotel: 'pro005', servicePercent: '12.5', rounding: 'stay' }).toString(),
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    expect(saved.headers.location).toContain('saved=1');
    const stored = expectSuccess(await adminCall<AdminTaxRules>(app, 'GET', '/taxes', { query: { hotel: 'pro005' }, headers: staffCookieHeader(await signIn(app, DEMO_STAFF[0]!.email, DEMO_STAFF_PASSWORD)) }));
    expect(stored.rules).toEqual({ serviceBp: 1250, vatBp: 600, order: 'service_then_vat', rounding: 'stay', ratesInclude: false });
  });
});
