import { randomInt } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestConfirmations, mailOutbox } from '@hotel/db/schema/confirmations';
import { notices } from '@hotel/db/schema/notices';
import { orderAmendments } from '@hotel/db/schema/orders';
import { addDays } from '@hotel/shared/hotel-date';
import { createConfirmationsModule, type AmendmentRecords } from '../src/modules/confirmations/index.ts';
import { createNoticesModule } from '../src/modules/notices/index.ts';
import type { OrderConfirmations } from '../src/modules/orders/index.ts';
import { buildServices } from '../src/services.ts';
import { applyTestAmendment } from './helpers/amendments.ts';
import { dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, MINUTE, randomMobile, useMemberApp } from './helpers/member-app.ts';

// The app books (demo mode, console SMS, no job queue: its own confirmations wait). The booking
// change's confirmation and notice go through the two modules built below as services.ts will
// build them, with orders' amendment port (here read straight from the test database), sending
// into demo mode's mail_outbox and the console SMS outbox of the same database.
const t = useMemberApp();
const PRO001 = 'reservations.pro001@example.com';
let confirmations: ReturnType<typeof createConfirmationsModule>['confirmations'];
let hotelNotices: ReturnType<typeof createNoticesModule>['notices'];
let orderEvents: OrderConfirmations;

beforeAll(() => {
  const log = pino({ level: 'silent' });
  const services = buildServices({ db: t.db, clock: t.clock.now, log, providers: { sms: 'console', payment: fakeGateways(), mail: 'outbox' } });
  const amendments: AmendmentRecords = { findById: async (id) => (await t.db.select().from(orderAmendments).where(eq(orderAmendments.id, id)))[0] };
  const kit = { db: t.db, log, clock: t.clock.now };
  const guests = createConfirmationsModule(kit, { mail: 'outbox', sms: services.sms, hotels: services.hotels, discounts: services.discounts, orders: services.orderRecords, alerts: services.alerts, amendments });
  const hotel = createNoticesModule(kit, {
    mail: guests.mail,
    alertEmail: null,
    hotels: services.hotels,
    discounts: services.discounts,
    staffAccess: services.staffAccess,
    confirmations: guests.confirmations,
    orders: services.orderRecords,
    meetings: services.meetingRecords,
    amendments,
  });
  confirmations = guests.confirmations;
  hotelNotices = hotel.notices;
  orderEvents = hotel.orderEvents;
});

/** A member books two nights, pay at hotel, with a fresh mobile and e-mail. */
async function book() {
  const member = await newMember(t.app);
  const mobile = randomMobile();
  const email = `guest${randomInt(1e9)}@example.jp`;
  const checkIn = dayFromToday(t.clock, 5);
  const hold = expectSuccess(await holdRooms(t.app, member.token, { rateCode: 'BAR', checkIn, checkOut: dayFromToday(t.clock, 7) }));
  const order = expectSuccess(await submitOrder(t.app, member.token, guest(hold.orderNo, { mobile, email })));
  return { mobile, email, order, checkIn, amount: hold.totalAmount };
}

/** The change applied, then owed in its transaction as orders owe it (twice: a repeat owes nothing). */
async function oweChange(order: { id: number; orderNo: string }, amendmentId: number) {
  const owed = { orderId: order.id, orderNo: order.orderNo, hotelCode: 'pro001', event: 'changed' as const, amendmentId };
  const first = await t.db.transaction((tx) => orderEvents.owe(tx, owed));
  const again = await t.db.transaction((tx) => orderEvents.owe(tx, owed));
  return { first, again };
}

const outboxFor = (reference: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.reference, reference)).orderBy(mailOutbox.id);
const smsNotices = async (mobile: string) =>
  (await call<{ notices: { body: string }[] }>(t.app, 'GET', '/__dev/sms', { query: { mobile, notices: '1' } })).body.data.notices.map((n) => n.body);
const yuan = (n: number) => `${n.toLocaleString('ja-JP')}元`;
const slash = (date: string) => date.replaceAll('-', '/');

describe('a booking change tells the guest and the hotel once (decision 0059)', () => {
  it('owes one confirmation and one notice per applied change, sent once however often it is owed, delivered or swept', async () => {
    const { mobile, email, order, checkIn, amount } = await book();
    const newCheckOut = dayFromToday(t.clock, 8);
    const { amendment } = await applyTestAmendment(t.db, order.id, { after: { checkOut: newCheckOut, nights: 3, totalAmount: amount + 1680, actualAmount: amount + 1680 }, reason: 'お電話で延泊', staffId: null, now: t.clock.now() });
    const key = `${order.orderNo}/changed/A${amendment.id}`;

    const { first, again } = await oweChange(order, amendment.id);
    expect(first).toBe(key);
    expect(again).toBeNull();
    expect(await t.db.select().from(guestConfirmations).where(eq(guestConfirmations.key, key))).toMatchObject([{ event: 'changed', amendmentId: amendment.id, orderId: order.id }]);
    expect(await t.db.select().from(notices).where(eq(notices.key, key))).toMatchObject([{ kind: 'changed', amendmentId: amendment.id, hotelCode: 'pro001' }]);

    // The job twice (a duplicate delivery), then the sweep: each finds it sent.
    for (let run = 0; run < 2; run += 1) {
      await confirmations.deliver(key);
      await hotelNotices.deliver(key);
    }
    t.clock.advance(10 * MINUTE);
    try {
      await confirmations.sweep();
      await hotelNotices.sweep();
    } finally {
      t.clock.advance(-10 * MINUTE);
    }

    const sent = await outboxFor(key);
    expect(sent.map((m) => m.toAddress).sort()).toEqual([email, PRO001].sort());
    const guestMail = sent.find((m) => m.toAddress === email)!;
    expect(guestMail.subject).toBe(`【フェルトン・ホテルズ】ご予約内容変更のお知らせ（予約番号 ${order.orderNo}）`);
    expect(guestMail.text).toMatch(new RegExp(`■変更前\\nチェックイン：${slash(checkIn)}（.）[^\\n]*\\nチェックアウト：${slash(dayFromToday(t.clock, 7))}（.）[^\\n]*（2泊）\\n`));
    expect(guestMail.text).toMatch(new RegExp(`■変更後\\nチェックイン：${slash(checkIn)}（.）[^\\n]*\\nチェックアウト：${slash(newCheckOut)}（.）[^\\n]*（3泊）\\n`));
    expect(guestMail.text).toContain(`料金：${yuan(amount)}\n`);
    expect(guestMail.text).toContain(`料金：${yuan(amount + 1680)}\n■差額\n+1,680元\n■差額の取り扱い\n差額のお支払い\n■お支払い\n現地払い`);
    expect(guestMail.html).toContain('ご予約内容変更のお知らせ</h1>');
    expect(guestMail.text).not.toContain('お電話で延泊');
    // The calendar event: the order's UID, the new stay, SEQUENCE 1 after one change.
    expect(guestMail.ics).toContain(`\r\nUID:${order.orderNo}@booking.felton-hotels.jp\r\n`);
    expect(guestMail.ics).toContain('\r\nSEQUENCE:1\r\n');
    expect(guestMail.ics).toContain(`\r\nDTEND:${newCheckOut.replaceAll('-', '')}T040000Z\r\n`);

    const hotelMail = sent.find((m) => m.toAddress === PRO001)!;
    expect(hotelMail.subject).toBe(`【フェルトン・ホテルズ】予約変更（予約番号 ${order.orderNo}）`);
    expect(hotelMail.text).toContain(`■日程\n${slash(checkIn)} 〜 ${slash(dayFromToday(t.clock, 7))}（2泊） → ${slash(checkIn)} 〜 ${slash(newCheckOut)}（3泊）`);
    expect(hotelMail.text).toContain(`■金額\n${yuan(amount)} → ${yuan(amount + 1680)}`);
    expect(hotelMail.text).toContain('■変更の受付\nお客様（公式サイト）\n■変更理由\nお電話で延泊');

    // (The sweep also sent the booking's own confirmation, which the app owed and nobody queued.)
    const sms = (await smsNotices(mobile)).filter((body) => body.includes('ご予約内容を変更しました'));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(`ご予約内容を変更しました。予約番号${order.orderNo}`);
    expect(sms[0]).toContain(`${checkIn.slice(5).replace('-', '/')}〜${newCheckOut.slice(5).replace('-', '/')}（3泊）`);
    expect(await t.db.select().from(guestConfirmations).where(eq(guestConfirmations.key, key))).toMatchObject([{ mailState: 'sent', smsState: 'sent', attempts: 1 }]);
  });

  it('a second change owes its own confirmation, its calendar file one SEQUENCE higher; a cancellation after two changes is SEQUENCE 3', async () => {
    const { email, order, checkIn } = await book();
    const first = await applyTestAmendment(t.db, order.id, { after: { checkIn: addDays(checkIn, 1), checkOut: addDays(checkIn, 3) }, now: t.clock.now() });
    const second = await applyTestAmendment(t.db, order.id, { after: { adultNum: 2 }, now: t.clock.now() });
    for (const { amendment } of [first, second]) {
      const { first: key } = await oweChange(order, amendment.id);
      await confirmations.deliver(key!);
    }
    const mails = (await t.db.select().from(mailOutbox).where(like(mailOutbox.reference, `${order.orderNo}/changed/%`)).orderBy(mailOutbox.id)).filter((m) => m.toAddress === email);
    expect(mails.map((m) => m.reference)).toEqual([`${order.orderNo}/changed/A${first.amendment.id}`, `${order.orderNo}/changed/A${second.amendment.id}`]);
    // Each sent as the order now is (two changes applied): a late first mail never puts an older stay back.
    expect(mails.map((m) => /\r\nSEQUENCE:(\d+)\r\n/.exec(m.ics ?? '')?.[1])).toEqual(['2', '2']);
    // The second change: one adult more; its before is the first change's after (a day later).
    expect(mails[1]!.text).toMatch(/■変更前\n[^■]*ご人数：大人1名\n[^■]*■変更後\n[^■]*ご人数：大人2名\n/);
    expect(mails[1]!.text).toMatch(new RegExp(`■変更前\\nチェックイン：${slash(addDays(checkIn, 1))}`));

    const cancelKey = await t.db.transaction((tx) => orderEvents.owe(tx, { orderId: order.id, orderNo: order.orderNo, hotelCode: 'pro001', event: 'cancelled' }));
    await confirmations.deliver(cancelKey!);
    const [cancelled] = await outboxFor(`${order.orderNo}/cancelled`);
    expect(cancelled?.ics).toContain('\r\nSEQUENCE:3\r\n');
    expect(cancelled?.ics).toContain('\r\nMETHOD:CANCEL\r\n');
  });

  it('a change owed without its amendment id is refused, and its transaction owes nothing', async () => {
    const { order } = await book();
    await expect(t.db.transaction((tx) => orderEvents.owe(tx, { orderId: order.id, orderNo: order.orderNo, hotelCode: 'pro001', event: 'changed' }))).rejects.toThrow('without its amendment id');
    expect(await t.db.select().from(guestConfirmations).where(like(guestConfirmations.key, `${order.orderNo}/changed%`))).toHaveLength(0);
  });
});
