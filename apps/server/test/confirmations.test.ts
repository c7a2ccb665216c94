import { randomInt } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '@hotel/db/schema/notices';
import { guestConfirmations } from '@hotel/db/schema/confirmations';
import { endpoints } from '@hotel/shared/api/endpoints';
import { InProcessJobQueue } from '../src/jobs/in-process-queue.ts';
import { confirmationJobs, SEND_CONFIRMATION } from '../src/jobs/confirmation-jobs.ts';
import { MAX_ATTEMPTS } from '../src/modules/confirmations/confirmation.service.ts';
import { dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';
import { demoStaff, desk, payByWechat } from './helpers/desk.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { fakeGateways } from './helpers/fake-gateway.ts';
import { call, MINUTE, randomMobile, useMemberApp, withToken } from './helpers/member-app.ts';
import { RecordingMailTransport } from './helpers/recording-mail.ts';

const mail = new RecordingMailTransport();
const gateways = fakeGateways();
// The console SMS provider (demo mode): its notices are read back at /__dev/sms?notices=1.
const t = useMemberApp({ appOptions: { payProvider: gateways, mail } });
// As main.ts wires it: a job whose retries are spent tells the group alerts.
const queue = new InProcessJobQueue({ log: pino({ level: 'silent' }), stopTimeoutMs: 10_000, onGaveUp: (failure) => void t.app.alerts.jobGaveUp(failure) });

beforeAll(async () => {
  // As main.ts wires it, with retries a second apart instead of 30 s.
  await queue.start(confirmationJobs(t.app, { retryDelaySeconds: 1 }).filter((job) => job.name === SEND_CONFIRMATION));
  t.app.confirmations.dispatchTo((key) => queue.send(SEND_CONFIRMATION, { key }));
});
afterAll(async () => {
  t.app.confirmations.dispatchTo(null);
  await queue.stop();
});

const POLL = { timeout: 10_000, interval: 100 };
const newAddress = () => `guest${randomInt(1e9)}@example.jp`;

async function smsNotices(mobile: string): Promise<string[]> {
  const answer = await call<{ notices: { body: string }[] }>(t.app, 'GET', '/__dev/sms', { query: { mobile, notices: '1' } });
  expect(answer.status).toBe(200);
  return answer.body.data.notices.map((n) => n.body);
}

/** A member books; the guest information step carries a fresh mobile and (unless null) e-mail. */
async function book(rateCode: 'BAR' | 'ADV', options: { email?: string | null } = {}) {
  const member = await newMember(t.app);
  const mobile = randomMobile();
  const email = options.email === null ? null : (options.email ?? newAddress());
  const checkIn = dayFromToday(t.clock, 5);
  const checkOut = dayFromToday(t.clock, 7);
  const hold = expectSuccess(await holdRooms(t.app, member.token, { rateCode, checkIn, checkOut }));
  const body = guest(hold.orderNo, { mobile, ...(email ? { email } : { email: undefined }) });
  const order = expectSuccess(await submitOrder(t.app, member.token, body));
  return { member, mobile, email, hold, order, checkIn, checkOut };
}

const rowsOf = (orderId: number) => t.db.select().from(guestConfirmations).where(eq(guestConfirmations.orderId, orderId));

describe('confirmation e-mail and SMS (decision 0041)', () => {
  it('a pay-at-hotel booking sends one e-mail with the details, the .ics and LodgingReservation, and one SMS', async () => {
    const { email, mobile, order, hold, checkIn, checkOut } = await book('BAR');
    await expect.poll(() => mail.to(email!).length, POLL).toBe(1);
    const sent = mail.to(email!)[0]!;
    expect(sent.reference).toBe(`${order.orderNo}/confirmed`);
    expect(sent.subject).toBe(`【フェルトン・ホテルズ】ご予約確定のお知らせ（予約番号 ${order.orderNo}）`);
    for (const part of [sent.text, sent.html]) {
      expect(part).toContain(order.orderNo);
      expect(part).toContain('現地払い');
      expect(part).toContain('キャンセル規定');
      expect(part).toContain(checkIn.replaceAll('-', '/'));
    }
    // The hotel's address and phone, from the catalogue.
    expect(sent.text).toMatch(/■住所\n〒\S+ \S+/);
    expect(sent.text).toMatch(/■電話番号\n[\d-]+/);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(sent.html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingReservation',
      reservationNumber: order.orderNo,
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      underName: { '@type': 'Person', name: '佐藤 健' },
      reservationFor: { '@type': 'LodgingBusiness', address: { '@type': 'PostalAddress' } },
      // pro001 checks in from 15:00 and out by 12:00 (hotel time, UTC+8).
      checkinDate: `${checkIn}T15:00:00+08:00`,
      checkoutDate: `${checkOut}T12:00:00+08:00`,
      totalPrice: hold.totalAmount,
      priceCurrency: 'CNY',
    });
    expect(sent.ics).toContain(`\r\nUID:${order.orderNo}@booking.felton-hotels.jp\r\n`);
    expect(sent.ics).toContain(`\r\nDTSTART:${checkIn.replaceAll('-', '')}T070000Z\r\n`);
    expect(sent.ics).toContain(`\r\nDTEND:${checkOut.replaceAll('-', '')}T040000Z\r\n`);
    expect(sent.ics?.replace(/\r\n /g, '')).toMatch(/\r\nLOCATION:〒/);

    await expect.poll(() => smsNotices(mobile), POLL).toHaveLength(1);
    const [sms] = await smsNotices(mobile);
    expect(sms).toContain(`予約番号${order.orderNo}`);
    expect(sms).toContain('ご予約が確定しました');
    // A notice is not a code: /__dev/sms still answers codes only.
    expect((await call(t.app, 'GET', '/__dev/sms', { query: { mobile } })).status).toBe(404);
    expect(await rowsOf(order.id)).toMatchObject([{ event: 'confirmed', mailState: 'sent', smsState: 'sent', sentAt: expect.any(Date) }]);
  });

  it('a prepaid order sends on its payment, not on the hold or the unpaid order', async () => {
    const { email, member, order, hold } = await book('ADV');
    // Nothing owed yet: the order awaits its payment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.to(email!)).toHaveLength(0);
    expect(await rowsOf(order.id)).toHaveLength(0);
    await payByWechat(t.app, member.token, order, hold.totalAmount);
    await expect.poll(() => mail.to(email!).length, POLL).toBe(1);
    expect(mail.to(email!)[0]!.text).toContain('事前決済（お支払い済み）');
  });

  it('a guest cancellation sends its own e-mail (cancelling the calendar entry) and SMS', async () => {
    const { email, mobile, member, order } = await book('BAR');
    await expect.poll(() => mail.to(email!).length, POLL).toBe(1);
    expectSuccess(await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${order.id}`, member.token));
    await expect.poll(() => mail.to(email!).length, POLL).toBe(2);
    const cancelled = mail.to(email!)[1]!;
    expect(cancelled.subject).toContain('ご予約キャンセルのお知らせ');
    expect(cancelled.html).toContain('https://schema.org/ReservationCancelled');
    expect(cancelled.ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelled.ics).toContain(`\r\nUID:${order.orderNo}@booking.felton-hotels.jp\r\n`);
    await expect.poll(async () => (await smsNotices(mobile))[0], POLL).toContain('キャンセル');
  });

  it('a refund sends its own e-mail with the amount', async () => {
    const { email, member, order, hold } = await book('BAR');
    await payByWechat(t.app, member.token, order, hold.totalAmount);
    const front = await demoStaff(t.app, 'front');
    expectSuccess(await desk(t.app, front, 'POST', '/orders/cancel', { hotel: 'pro001', orderNo: order.orderNo, reason: 'お客様から電話で取消' }));
    await expect.poll(() => mail.to(email!).map((m) => m.reference).sort(), POLL).toEqual(
      [`${order.orderNo}/cancelled`, `${order.orderNo}/confirmed`, expect.stringMatching(new RegExp(`^${order.orderNo}/refunded/RF`))].sort(),
    );
    const refund = mail.to(email!).find((m) => m.reference.includes('/refunded/'))!;
    expect(refund.subject).toContain('ご返金のお知らせ');
    expect(refund.text).toContain(`■ご返金額\n${hold.totalAmount.toLocaleString('ja-JP')}元`);
    expect(refund.ics).toBeNull();
  });

  it('an order without an e-mail sends the SMS only', async () => {
    const before = mail.sent.length;
    const { mobile, order } = await book('BAR', { email: null });
    await expect.poll(() => smsNotices(mobile), POLL).toHaveLength(1);
    expect(await rowsOf(order.id)).toMatchObject([{ mailState: 'skipped', smsState: 'sent' }]);
    expect(mail.sent.slice(before).filter((m) => m.reference.startsWith(order.orderNo))).toHaveLength(0);
  });

  it('a job retried after the mail server failed sends each message once', async () => {
    mail.failNext(2);
    const { email, mobile, order } = await book('BAR');
    // Two failed runs, then the third sends; the SMS went on the first and is not sent again.
    await expect.poll(() => mail.to(email!).length, POLL).toBe(1);
    await expect.poll(async () => (await rowsOf(order.id))[0]?.sentAt, POLL).toBeInstanceOf(Date);
    expect(await smsNotices(mobile)).toHaveLength(1);
    expect((await rowsOf(order.id))[0]).toMatchObject({ attempts: 3, mailState: 'sent', smsState: 'sent' });
    // A repeated job (a duplicate delivery, the sweep) finds it done.
    await t.app.confirmations.deliver(`${order.orderNo}/confirmed`);
    t.clock.advance(10 * MINUTE);
    await t.app.confirmations.sweep();
    t.clock.advance(-10 * MINUTE);
    expect(mail.to(email!)).toHaveLength(1);
    expect(await smsNotices(mobile)).toHaveLength(1);
  });

  it('an e-mail the mail server always refuses alerts once, after the last attempt, not when its job gives up; sweeping again adds none', async () => {
    const email = newAddress();
    mail.failAlwaysTo(email);
    try {
      const { mobile, order } = await book('BAR', { email });
      const key = `${order.orderNo}/confirmed`;
      const alertsAbout = () => t.db.select().from(notices).where(like(notices.key, `alert/%${order.orderNo}%`));
      // The job's six runs fail (the SMS went on the first); the queue gives up, and that is left to the sweep.
      await expect.poll(async () => rowsOf(order.id).then(([row]) => row!.attempts === 6 && row!.claimedUntil === null), POLL).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await alertsAbout()).toHaveLength(0);

      t.clock.advance(10 * MINUTE);
      try {
        for (let attempt = 7; attempt <= MAX_ATTEMPTS; attempt += 1) {
          expect(await alertsAbout()).toHaveLength(0);
          await t.app.confirmations.sweep();
          expect((await rowsOf(order.id))[0]!.attempts).toBe(attempt);
        }
        expect(await alertsAbout()).toMatchObject([
          { key: `alert/confirmation/${key}`, kind: 'job-failed', hotelCode: null, detail: { key, kind: 'confirmed', attempts: MAX_ATTEMPTS, error: 'Error' } },
        ]);
        expect(JSON.stringify((await alertsAbout())[0]!.detail)).not.toContain(email);
        // Spent: the sweep passes it by and a late job finds nothing to claim.
        await t.app.confirmations.sweep();
        await t.app.confirmations.deliver(key);
      } finally {
        t.clock.advance(-10 * MINUTE);
      }
      expect(await rowsOf(order.id)).toMatchObject([{ attempts: MAX_ATTEMPTS, mailState: 'pending', smsState: 'sent', sentAt: null }]);
      expect(await alertsAbout()).toHaveLength(1);
      expect(await smsNotices(mobile)).toHaveLength(1);
    } finally {
      mail.failAlwaysTo(null);
    }
  }, 30_000);

  it('an event whose transaction rolls back owes nothing and sends nothing', async () => {
    const { order, email } = await book('BAR');
    await expect.poll(() => mail.to(email!).length, POLL).toBe(1);
    const sentBefore = mail.sent.length;
    await expect(
      t.db.transaction(async (tx) => {
        t.app.confirmations.dispatch(await t.app.confirmations.owe(tx, { orderId: order.id, orderNo: order.orderNo, event: 'cancelled' }));
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    t.clock.advance(10 * MINUTE);
    await t.app.confirmations.sweep();
    t.clock.advance(-10 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.sent.length).toBe(sentBefore);
    expect((await rowsOf(order.id)).map((r) => r.event)).toEqual(['confirmed']);
  });
});
