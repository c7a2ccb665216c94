import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { orders } from '@hotel/db/schema/orders';
import { members } from '@hotel/db/schema/user';
import { dayFromToday, guest, holdRooms, newMember } from './helpers/booking.ts';
import { call, freshCode, randomMobile, registration, SITE_HEADERS, useMemberApp } from './helpers/member-app.ts';

/**
 * The guest's language is kept (issue 29, decision 0072): a member registers in the language of
 * the page (its Accept-Language), a booking is made in the language of its page; Japanese when
 * none is given, as the specification's API is called.
 */
const t = useMemberApp();

const languageOfMember = async (mobile: string) => (await t.db.select({ language: members.language }).from(members).where(eq(members.mobile, mobile)))[0]?.language;
const languageOfOrder = async (id: number) => (await t.db.select({ language: orders.language }).from(orders).where(eq(orders.id, id)))[0]?.language;

describe('the guest’s language', () => {
  it('is the registering page’s for a member, Japanese without one', async () => {
    const mobile = randomMobile();
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    const body = registration(mobile, code);
    const res = await call(t.app, 'POST', endpoints.register.path, { body, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await languageOfMember(mobile)).toBe('zh');
    const japanese = await newMember(t.app);
    expect(await languageOfMember(japanese.mobile)).toBe('ja');
  });

  it('is the booking page’s for an order', async () => {
    const member = await newMember(t.app);
    const book = async (headers: Record<string, string>, day: number) => {
      const hold = await holdRooms(t.app, member.token, { checkIn: dayFromToday(t.clock, day), checkOut: dayFromToday(t.clock, day + 1) });
      expect(hold.status, JSON.stringify(hold.body)).toBe(200);
      const order = await call<{ id: number }>(t.app, 'POST', endpoints.submitOrder.path, { body: guest(hold.body.data.orderNo), headers: { ...SITE_HEADERS, usertoken: member.token, ...headers } });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      return order.body.data.id;
    };
    expect(await languageOfOrder(await book({ 'accept-language': 'en-GB,en;q=0.9' }, 20))).toBe('en');
    expect(await languageOfOrder(await book({}, 22))).toBe('ja');
  });
});
