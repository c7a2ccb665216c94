import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '@hotel/db/schema/notices';
import { endpoints } from '@hotel/shared/api/endpoints';
import type { MeetingInfo } from '@hotel/shared/schemas/content';
import { InProcessJobQueue } from '../src/jobs/in-process-queue.ts';
import { noticeJobs, SEND_NOTICE } from '../src/jobs/notice-jobs.ts';
import { loggerOptions } from '../src/logging.ts';
import { dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';
import { demoStaff, desk, payByWechat } from './helpers/desk.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, MINUTE, randomMobile, useMemberApp, withToken } from './helpers/member-app.ts';
import { RecordingMailTransport } from './helpers/recording-mail.ts';
import { addStaff, signIn } from './helpers/staff-app.ts';

const mail = new RecordingMailTransport();
const gateways = fakeGateways();
// Every line the app writes, at debug with production's redaction: scanned for personal data below.
const logLines: string[] = [];
const t = useMemberApp({
  appOptions: { payProvider: gateways, mail, logger: { ...loggerOptions({ level: 'debug' }), stream: { write: (line: string) => void logLines.push(line) } } },
});
const queue = new InProcessJobQueue({ log: pino({ level: 'silent' }), stopTimeoutMs: 10_000 });

beforeAll(async () => {
  // As main.ts wires it, with retries a second apart instead of 30 s.
  await queue.start(noticeJobs(t.app, { retryDelaySeconds: 1 }).filter((job) => job.name === SEND_NOTICE));
  t.app.notices.dispatchTo((key) => queue.send(SEND_NOTICE, { key }));
});
afterAll(async () => {
  t.app.notices.dispatchTo(null);
  await queue.stop();
});

const POLL = { timeout: 10_000, interval: 100 };
const PRO001 = 'reservations.pro001@example.com';
const GUEST_NAME = '佐藤 健';

async function book(rateCode: 'BAR' | 'ADV') {
  const member = await newMember(t.app);
  const mobile = randomMobile();
  const checkIn = dayFromToday(t.clock, 5);
  const checkOut = dayFromToday(t.clock, 7);
  const hold = expectSuccess(await holdRooms(t.app, member.token, { rateCode, checkIn, checkOut }));
  const order = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { mobile, email: `guest${mobile}@example.jp` })));
  return { member, mobile, hold, order, checkIn, checkOut };
}

const noticesOf = (orderId: number) => t.db.select().from(notices).where(eq(notices.orderId, orderId)).orderBy(notices.id);
const hotelMail = (orderNo: string) => mail.to(PRO001).filter((m) => m.reference.startsWith(`${orderNo}/`));

describe('the hotel hears of it too (decision 0043)', () => {
  it('a pay-at-hotel booking sends the hotel one Japanese e-mail with the booking, once', async () => {
    const { order, hold, checkIn, checkOut } = await book('BAR');
    await expect.poll(() => hotelMail(order.orderNo).length, POLL).toBe(1);
    const sent = hotelMail(order.orderNo)[0]!;
    expect(sent.reference).toBe(`${order.orderNo}/confirmed`);
    expect(sent.subject).toBe(`【フェルトン・ホテルズ】新規予約（予約番号 ${order.orderNo}）`);
    for (const fact of [order.orderNo, `${GUEST_NAME} 様`, checkIn.replaceAll('-', '/'), checkOut.replaceAll('-', '/'), '現地払い', `${hold.totalAmount.toLocaleString('ja-JP')}元`]) {
      expect(sent.text).toContain(fact);
    }
    expect(sent.text).toMatch(/■客室\n.+ × 1室/);
    expect(sent.text).toMatch(/■料金プラン\n.+/);
    expect(await noticesOf(order.id)).toMatchObject([{ kind: 'booked', hotelCode: 'pro001', mailState: 'sent', attempts: 1 }]);
    // A repeated job and the sweep find it sent.
    await t.app.notices.deliver(`${order.orderNo}/confirmed`);
    t.clock.advance(10 * MINUTE);
    await t.app.notices.sweep();
    t.clock.advance(-10 * MINUTE);
    expect(hotelMail(order.orderNo)).toHaveLength(1);
  });

  it('a prepaid order tells the hotel on its payment; the guest cancelling a pay-at-hotel order and the front desk cancelling tell it again', async () => {
    const prepaid = await book('ADV');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await noticesOf(prepaid.order.id)).toHaveLength(0);
    await payByWechat(t.app, prepaid.member.token, prepaid.order, prepaid.hold.totalAmount);
    await expect.poll(() => hotelMail(prepaid.order.orderNo).length, POLL).toBe(1);
    expect(hotelMail(prepaid.order.orderNo)[0]!.text).toContain('事前決済（支払い済み）');
    const front = await demoStaff(t.app, 'front');
    expectSuccess(await desk(t.app, front, 'POST', '/orders/cancel', { hotel: 'pro001', orderNo: prepaid.order.orderNo, reason: 'お客様から電話で取消' }));
    await expect.poll(() => hotelMail(prepaid.order.orderNo).map((m) => m.subject), POLL).toEqual([expect.stringContaining('新規予約'), expect.stringContaining('予約キャンセル')]);

    const atHotel = await book('BAR');
    expectSuccess(await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${atHotel.order.id}`, atHotel.member.token));
    await expect.poll(() => hotelMail(atHotel.order.orderNo).map((m) => m.reference).sort(), POLL).toEqual([`${atHotel.order.orderNo}/cancelled`, `${atHotel.order.orderNo}/confirmed`]);
    // A refund is the guest's business: the hotel's notices stay two.
    expect((await noticesOf(prepaid.order.id)).map((n) => n.kind)).toEqual(['booked', 'cancelled']);
  });

  it('a notice retried after the mail server failed is sent once; meanwhile it shows as failed', async () => {
    mail.failNext(1);
    const { order } = await book('BAR');
    await expect.poll(async () => (await noticesOf(order.id))[0]?.mailState, POLL).toBe('sent');
    expect(hotelMail(order.orderNo)).toHaveLength(1);
    expect((await noticesOf(order.id))[0]!.attempts).toBe(2);
  });

  it('an event whose transaction rolls back owes the hotel nothing', async () => {
    const { order } = await book('BAR');
    await expect.poll(() => hotelMail(order.orderNo).length, POLL).toBe(1);
    const notices = t.app.notices;
    await expect(
      t.db.transaction(async (tx) => {
        notices.dispatch(await notices.oweOrder(tx, { orderId: order.id, orderNo: order.orderNo, hotelCode: 'pro001', event: 'cancelled' }));
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    t.clock.advance(10 * MINUTE);
    await t.app.notices.sweep();
    t.clock.advance(-10 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await noticesOf(order.id)).map((n) => n.kind)).toEqual(['booked']);
    expect(hotelMail(order.orderNo)).toHaveLength(1);
  });

  it('a meeting request sends the hotel its details', async () => {
    const info = await call<MeetingInfo>(t.app, 'GET', `${endpoints.meeting.path}?HotelCode=pro001`);
    const day = dayFromToday(t.clock, 12);
    const body = { applyName: '田中 一郎', contactPhone: '13912345678', meetingType: info.body.data.MeetingType[0], peopleNums: '10-50', beginTime: `${day} 09:00:00`, endTime: `${day} 17:30:00`, note: 'プロジェクター希望', hotelCode: 'pro001', hotelName: 'フェルトン' };
    const { id } = expectSuccess(await call<{ id: number }>(t.app, 'POST', endpoints.meetingbook.path, { body }));
    await expect.poll(() => mail.to(PRO001).filter((m) => m.reference === `meeting/${id}`).length, POLL).toBe(1);
    const sent = mail.to(PRO001).find((m) => m.reference === `meeting/${id}`)!;
    expect(sent.subject).toContain('会議・宴会のお問い合わせ');
    for (const fact of ['田中 一郎 様', '13912345678', body.meetingType!, '10-50名', `${day.replaceAll('-', '/')} 09:00 〜 ${day.replaceAll('-', '/')} 17:30`, 'プロジェクター希望']) expect(sent.text).toContain(fact);
    expect(await t.db.select().from(notices).where(eq(notices.meetingId, id))).toMatchObject([{ kind: 'meeting', hotelCode: 'pro001', mailState: 'sent' }]);
  });

  it('a hotel without a reservation address: the notice is listed as skipped, not retried', async () => {
    const { hotels } = await import('@hotel/db/schema/hotel');
    await t.db.update(hotels).set({ reservationEmail: null }).where(eq(hotels.code, 'pro003'));
    const member = await newMember(t.app);
    const checkIn = dayFromToday(t.clock, 5);
    const hold = expectSuccess(await holdRooms(t.app, member.token, { hotelCode: 'pro003', roomTypeCode: await firstRoomType('pro003'), rateCode: 'BAR', checkIn, checkOut: dayFromToday(t.clock, 6) }));
    const order = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo)));
    await expect.poll(async () => (await noticesOf(order.id))[0]?.mailState, POLL).toBe('skipped');
    await t.db.update(hotels).set({ reservationEmail: 'reservations.pro003@example.com' }).where(eq(hotels.code, 'pro003'));
  });

  it('logs name the notice by its key, never the guest, the phone or an address', async () => {
    const text = logLines.join('\n');
    expect(text).toContain('notice sent');
    for (const secret of [GUEST_NAME, '田中 一郎', '13912345678', PRO001, '@example.jp']) expect(text).not.toContain(secret);
  });
});

async function firstRoomType(hotelCode: string): Promise<string> {
  const { roomTypes } = await import('@hotel/db/schema/rooms');
  const [row] = await t.db.select({ code: roomTypes.code }).from(roomTypes).where(eq(roomTypes.hotelCode, hotelCode)).limit(1);
  return row!.code;
}

describe('the notices list is per hotel (decision 0043)', () => {
  const list = (token: string, hotel: string) => desk(t.app, token, 'GET', '/notices', { hotel });

  it('a hotel manager lists their hotel only; another hotel is refused and its notice is not found', async () => {
    const { order } = await book('BAR');
    await expect.poll(async () => (await noticesOf(order.id))[0]?.mailState, POLL).toBe('sent');
    const noticeId = (await noticesOf(order.id))[0]!.id;

    const manager = await signIn(t.app, 'manager@demo.felton', 'FeltonStaff2026');
    const own = expectSuccess(await list(manager, 'pro001'));
    expect(own.items.some((n: { orderNo: string }) => n.orderNo === order.orderNo)).toBe(true);
    expect(own.items.every((n: { hotelCode: string }) => n.hotelCode === 'pro001')).toBe(true);
    expect(own.items.find((n: { orderNo: string }) => n.orderNo === order.orderNo)).toMatchObject({ kind: 'booked', state: 'sent', hotelName: expect.any(String) });
    const detail = expectSuccess(await desk(t.app, manager, 'GET', '/notices/detail', { hotel: 'pro001', id: noticeId }));
    expect(detail).toMatchObject({ to: PRO001, subject: expect.stringContaining(order.orderNo) });

    const pro003 = await addStaff(t.db, 'hotel_manager', ['pro003']);
    const other = await signIn(t.app, pro003.email, pro003.password);
    expect((await list(other, 'pro001')).status).toBe(403);
    expect((await desk(t.app, other, 'GET', '/notices/detail', { hotel: 'pro001', id: noticeId })).status).toBe(403);
    // Naming its own hotel does not reach another hotel's notice.
    const forged = await desk(t.app, other, 'GET', '/notices/detail', { hotel: 'pro003', id: noticeId });
    expect(forged.status).toBe(404);
    expect(forged.body.data).toBeNull();
    const theirs = expectSuccess(await list(other, 'pro003'));
    expect(theirs.items.every((n: { hotelCode: string }) => n.hotelCode === 'pro003')).toBe(true);
    // The group's "everything" is the group administrator's alone.
    expect((await list(other, 'pro018')).status).toBe(403);
  });

  it('the group administrator sees every hotel under the group code; the front desk sees no meeting requests', async () => {
    const admin = await demoStaff(t.app, 'admin');
    const all = expectSuccess(await list(admin, 'pro018'));
    expect(all.items.some((n: { hotelCode: string }) => n.hotelCode === 'pro003')).toBe(true);
    expect(all.items.some((n: { kind: string }) => n.kind === 'meeting')).toBe(true);
    const front = await demoStaff(t.app, 'front');
    const frontDesk = expectSuccess(await list(front, 'pro001'));
    expect(frontDesk.items.length).toBeGreaterThan(0);
    expect(frontDesk.items.some((n: { kind: string }) => n.kind === 'meeting')).toBe(false);
    const editor = await demoStaff(t.app, 'editor');
    expect((await list(editor, 'pro001')).status).toBe(403);
  });
});
