import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '@hotel/db/schema/hotel';
import { ratePlans } from '@hotel/db/schema/inventory';
import { roomTypes } from '@hotel/db/schema/rooms';
import { endpoints } from '@hotel/shared/api/endpoints';
import { withTranslation } from '@hotel/shared/content-translation';
import { dayFromToday, guest, holdRooms, newMember } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { call, SITE_HEADERS, useMemberApp } from './helpers/member-app.ts';
import { RecordingMailTransport } from './helpers/recording-mail.ts';

/**
 * The guest's confirmation in the language they booked in (decision 0074): the order's
 * language from the booking request's Accept-Language, the hotel's and the stay's names from
 * their translations (written here, before any request reads and caches the rows), Japanese
 * where a name has none.
 */
const mail = new RecordingMailTransport();
const t = useMemberApp({ appOptions: { mail } });
const HOTEL = 'pro001';

beforeAll(async () => {
  const [hotel] = await t.db.select().from(hotels).where(eq(hotels.code, HOTEL));
  const zhHotel = withTranslation('hotel', hotel!, hotel!.translations, 'zh', { name: '费尔顿测试酒店', address: '杭州市测试路1号' });
  await t.db.update(hotels).set({ translations: withTranslation('hotel', hotel!, zhHotel, 'en', { name: 'Felton Test Hotel', address: '1 Test Road, Hangzhou' }) }).where(eq(hotels.code, HOTEL));
  const roomWhere = and(eq(roomTypes.hotelCode, HOTEL), eq(roomTypes.code, 'SK'))!;
  const [room] = await t.db.select().from(roomTypes).where(roomWhere);
  await t.db.update(roomTypes).set({ translations: withTranslation('roomType', room!, null, 'zh', { name: '高级大床房' }) }).where(roomWhere);
  const planWhere = and(eq(ratePlans.hotelCode, HOTEL), eq(ratePlans.code, 'BAR'))!;
  const [plan] = await t.db.select().from(ratePlans).where(planWhere);
  await t.db.update(ratePlans).set({ translations: withTranslation('ratePlan', plan!, null, 'en', { name: 'Best Available Rate' }) }).where(planWhere);
});

/** A member books pay-at-hotel from a page in `lang`; the confirmation is delivered (no queue here) and read back. */
async function bookIn(lang: 'ja' | 'zh' | 'en') {
  const member = await newMember(t.app);
  const email = `lang-${lang}-${Date.now()}@example.jp`;
  const hold = expectSuccess(await holdRooms(t.app, member.token, { checkIn: dayFromToday(t.clock, 5), checkOut: dayFromToday(t.clock, 7) }));
  const order = await call<{ orderNo: string }>(t.app, 'POST', endpoints.submitOrder.path, {
    headers: { ...SITE_HEADERS, usertoken: member.token, 'accept-language': lang },
    body: guest(hold.orderNo, { email }),
  });
  const { orderNo } = expectSuccess(order);
  await t.app.confirmations.deliver(`${orderNo}/confirmed`);
  const [sent] = mail.to(email);
  expect(sent).toBeDefined();
  return { orderNo, sent: sent!, hold };
}

describe('confirmation e-mail in the order’s language', () => {
  it('Chinese: subject, labels and the names translated in Chinese; a name without Chinese stays Japanese', async () => {
    const { orderNo, sent, hold } = await bookIn('zh');
    expect(sent.subject).toBe(`【费尔顿酒店集团】预订确认通知（预订号 ${orderNo}）`);
    expect(sent.text).toContain('■酒店\n费尔顿测试酒店');
    expect(sent.text).toContain('■地址\n杭州市测试路1号（邮编 ');
    expect(sent.text).toContain('■房型\n高级大床房 × 1间');
    // The plan has only English: its Japanese name as booked.
    expect(sent.text).toContain(`■价格方案\n${hold.rateName}（`);
    expect(sent.text).toContain('■支付方式\n到店支付');
    expect(sent.html).toContain('<html lang="zh-Hans">');
    expect(sent.ics).toContain('SUMMARY:入住费尔顿测试酒店');
    // The SMS too (the console provider keeps its text; a real one picks SMS_TEMPLATE_CONFIRMED_ZH where set).
    const sms = await call<{ notices: { body: string }[] }>(t.app, 'GET', '/__dev/sms', { query: { mobile: '13912345678', notices: '1' } });
    expect(sms.body.data.notices.map((n) => n.body)).toContainEqual(expect.stringMatching(new RegExp(`^【费尔顿酒店集团】您的预订已确认。订单号${orderNo} 费尔顿测试酒店 `)));
  });

  it('English: subject, labels, money in CNY and the names translated in English', async () => {
    const { orderNo, sent, hold } = await bookIn('en');
    expect(sent.subject).toBe(`[Felton Hotels] Reservation confirmed (reservation no. ${orderNo})`);
    expect(sent.text).toContain('■Hotel\nFelton Test Hotel');
    expect(sent.text).toContain(`■Room\n${hold.roomTypeName} × 1 room`);
    expect(sent.text).toContain('■Rate plan\nBest Available Rate (');
    expect(sent.text).toMatch(/■Rate \(incl\. tax and service charge\)\nCNY [\d,]+\n/);
    expect(sent.text).not.toContain('¥');
  });

  it('Japanese: as the specification writes it, the translations unused', async () => {
    const { orderNo, sent } = await bookIn('ja');
    expect(sent.subject).toBe(`【フェルトン・ホテルズ】ご予約確定のお知らせ（予約番号 ${orderNo}）`);
    expect(sent.text).not.toContain('费尔顿测试酒店');
    expect(sent.text).not.toContain('Felton Test Hotel');
  });
});
