import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@hotel/db/schema/pay';
import { notices } from '@hotel/db/schema/notices';
import { endpoints } from '@hotel/shared/api/endpoints';
import { InProcessJobQueue } from '../src/jobs/in-process-queue.ts';
import type { JobDefinition } from '../src/jobs/job-definition.ts';
import { noticeJobs, SEND_NOTICE } from '../src/jobs/notice-jobs.ts';
import { NOTICE_MAX_ATTEMPTS } from '../src/modules/notices/notice.service.ts';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { demoStaff, desk } from './helpers/desk.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { fakeGateways, sendNotification } from './helpers/fake-gateway.ts';
import { MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';
import { RecordingMailTransport } from './helpers/recording-mail.ts';

const ALERTS = 'ops-alerts@example.com';
const mail = new RecordingMailTransport();
const gateways = fakeGateways();
const t = useMemberApp({ appOptions: { payProvider: gateways, mail, alertEmail: ALERTS } });
let failing = 0;
const broken: JobDefinition = {
  name: 'always-broken',
  retry: { limit: 2, delaySeconds: 1 },
  timeoutSeconds: 5,
  handler: async () => {
    failing += 1;
    throw new Error('the database went away');
  },
};
// As main.ts wires it: a job whose retries are spent alerts the group administrator.
const queue = new InProcessJobQueue({ log: pino({ level: 'silent' }), stopTimeoutMs: 10_000, onGaveUp: (failure) => void t.app.alerts.jobGaveUp(failure) });

beforeAll(async () => {
  await queue.start([broken, ...noticeJobs(t.app, { retryDelaySeconds: 1 }).filter((job) => job.name === SEND_NOTICE)]);
  t.app.notices.dispatchTo((key) => queue.send(SEND_NOTICE, { key }));
});
afterAll(async () => {
  t.app.notices.dispatchTo(null);
  await queue.stop();
});

const POLL = { timeout: 15_000, interval: 100 };
const alertRows = (prefix: string) => t.db.select().from(notices).where(like(notices.key, `${prefix}%`));

describe('alerts to the group administrator (ALERT_EMAIL, decision 0043)', () => {
  it('a job that fails for good alerts once, after its last retry, and not on the retries before', async () => {
    await queue.send('always-broken', { key: 'run-1' });
    await expect.poll(() => failing, POLL).toBe(3);
    await expect.poll(() => mail.to(ALERTS).filter((m) => m.reference === 'alert/job/always-broken/run-1').length, POLL).toBe(1);
    const sent = mail.to(ALERTS)[0]!;
    expect(sent.subject).toBe('【フェルトン・ホテルズ・要確認】処理の失敗');
    expect(sent.text).toContain('■ジョブ\nalways-broken');
    expect(sent.text).toContain('■試行回数\n3');
    expect(await alertRows('alert/job/always-broken/')).toMatchObject([{ kind: 'job-failed', hotelCode: null, mailState: 'sent' }]);
    // The same failure reported again (a second process, a repeated hook) owes nothing more.
    await t.app.alerts.jobGaveUp({ job: 'always-broken', data: { key: 'run-1' }, attempts: 3, error: new Error('again') });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await alertRows('alert/job/always-broken/')).toHaveLength(1);
    expect(mail.to(ALERTS)).toHaveLength(1);
  });

  it('an alert that cannot be sent does not alert about itself', async () => {
    const before = mail.to(ALERTS).length;
    // Every try of the alert fails: its job gives up after its retries, and that is not alerted.
    mail.failNext(6);
    await queue.send('always-broken', { key: 'run-2' });
    await expect.poll(async () => (await alertRows('alert/job/always-broken/run-2'))[0]?.attempts, POLL).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await alertRows('alert/job/send-notice/')).toHaveLength(0);
    expect((await alertRows('alert/job/always-broken/run-2'))[0]!.mailState).toBe('failed');
    expect(mail.to(ALERTS)).toHaveLength(before);
  });

  it('a reconciliation difference alerts once per payment, however many runs find it', async () => {
    const member = await newMember(t.app);
    const order = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
    const { payId } = expectSuccess(await withToken<{ payId: string }>(t.app, 'POST', endpoints.orderpay.path, member.token, { revNo: order.revNo, code: 2 }));
    const fen = order.hold.totalAmount * 100;
    gateways.alipay.payTrade(payId);
    expect((await sendNotification(t.app, 'alipay', { payId, amountFen: fen })).body).toBe('success');
    gateways.alipay.trades.get(payId)!.amountFen = fen - 100;
    t.clock.advance(MINUTE + 1000);
    await t.app.reconcilePayments();
    await t.app.reconcilePayments();
    t.clock.advance(-(MINUTE + 1000));
    await expect.poll(() => mail.to(ALERTS).filter((m) => m.reference === `alert/reconciliation/${payId}/settled`).length, POLL).toBe(1);
    const sent = mail.to(ALERTS).find((m) => m.reference.startsWith('alert/reconciliation/'))!;
    expect(sent.subject).toContain('決済照合の差異');
    expect(sent.text).toContain(`■決済番号\n${payId}`);
    expect(sent.text).toContain(`■予約番号\n${order.orderNo}`);
    expect(sent.text).not.toContain('佐藤');
    expect((await t.db.select().from(payments).where(eq(payments.payId, payId)))[0]!.reconciledAt).toBeInstanceOf(Date);
    expect(await alertRows(`alert/reconciliation/${payId}`)).toHaveLength(1);
  });

  it('alerts are listed for the group administrator only', async () => {
    const admin = await demoStaff(t.app, 'admin');
    const all = expectSuccess(await desk(t.app, admin, 'GET', '/notices', { hotel: 'pro018' }));
    expect(all.items.filter((n: { hotelCode: string | null }) => n.hotelCode === null).map((n: { kind: string }) => n.kind)).toEqual(expect.arrayContaining(['job-failed', 'reconciliation']));
    const manager = await demoStaff(t.app, 'manager');
    const own = expectSuccess(await desk(t.app, manager, 'GET', '/notices', { hotel: 'pro001' }));
    expect(own.items.some((n: { hotelCode: string | null }) => n.hotelCode === null)).toBe(false);
    const alertId = (await alertRows('alert/job/always-broken/run-1'))[0]!.id;
    expect((await desk(t.app, manager, 'GET', '/notices/detail', { hotel: 'pro001', id: alertId })).status).toBe(404);
    expect(expectSuccess(await desk(t.app, admin, 'GET', '/notices/detail', { hotel: 'pro018', id: alertId }))).toMatchObject({ to: ALERTS, kind: 'job-failed' });
  });
});

describe('a notice that spends its attempts alerts once, at the last (decision 0043)', () => {
  const PRO001 = 'reservations.pro001@example.com';
  const noticeRow = async (key: string) => (await t.db.select().from(notices).where(eq(notices.key, key)))[0]!;
  /** The sweep's later attempts, as its runs every five minutes would make them. */
  async function sweepUntilSpent(key: string, whileTrying: () => Promise<void>) {
    t.clock.advance(10 * MINUTE);
    try {
      for (let attempt = (await noticeRow(key)).attempts + 1; attempt <= NOTICE_MAX_ATTEMPTS; attempt += 1) {
        await whileTrying();
        await t.app.notices.sweep();
        expect((await noticeRow(key)).attempts).toBe(attempt);
      }
    } finally {
      t.clock.advance(-10 * MINUTE);
    }
  }

  it('a hotel notice the mail server always refuses: not on its retries or when its job gives up, once after its last attempt, never again', async () => {
    mail.failAlwaysTo(PRO001);
    try {
      const member = await newMember(t.app);
      const order = await bookStay(t.app, member.token, { rateCode: 'BAR', checkIn: dayFromToday(t.clock, 4), checkOut: dayFromToday(t.clock, 5) });
      const key = `${order.orderNo}/confirmed`;
      const alertsAbout = () => t.db.select().from(notices).where(like(notices.key, `alert/%${order.orderNo}%`));
      // The job's six runs (the first and five retries) fail; the queue gives up, and that is left to the sweep.
      await expect.poll(async () => noticeRow(key).then((n) => n.attempts === 6 && n.claimedUntil === null), POLL).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await alertsAbout()).toHaveLength(0);

      await sweepUntilSpent(key, async () => expect(await alertsAbout()).toHaveLength(0));
      expect(await noticeRow(key)).toMatchObject({ mailState: 'failed', attempts: NOTICE_MAX_ATTEMPTS });
      expect(await alertsAbout()).toMatchObject([
        { key: `alert/notice/${key}`, kind: 'job-failed', hotelCode: null, detail: { key, kind: 'booked', attempts: NOTICE_MAX_ATTEMPTS, error: 'Error' } },
      ]);
      // Key, kind, attempts and the error's name: not the refused address the error's message carried.
      expect(Object.keys((await alertsAbout())[0]!.detail!).sort()).toEqual(['attempts', 'error', 'key', 'kind']);
      await expect.poll(() => mail.to(ALERTS).filter((m) => m.reference === `alert/notice/${key}`).length, POLL).toBe(1);
      const sent = mail.to(ALERTS).find((m) => m.reference === `alert/notice/${key}`)!;
      expect(sent.text).toContain(`■対象\n${key}`);
      expect(sent.text).not.toContain(PRO001);

      // Spent: the sweep passes it by and a late job finds nothing to claim.
      t.clock.advance(10 * MINUTE);
      await t.app.notices.sweep();
      t.clock.advance(-10 * MINUTE);
      await t.app.notices.deliver(key);
      expect((await noticeRow(key)).attempts).toBe(NOTICE_MAX_ATTEMPTS);
      expect(await alertsAbout()).toHaveLength(1);
    } finally {
      mail.failAlwaysTo(null);
    }
  }, 30_000);

  it('an alert that spends its attempts does not alert about itself', async () => {
    // Sent by the sweep alone here (as when the queue refused it).
    t.app.notices.dispatchTo(null);
    mail.failAlwaysTo(ALERTS);
    const before = mail.to(ALERTS).length;
    try {
      await t.app.alerts.jobGaveUp({ job: 'always-broken', data: { key: 'run-3' }, attempts: 3, error: new Error('the database went away') });
      await sweepUntilSpent('alert/job/always-broken/run-3', async () => {});
      expect(await noticeRow('alert/job/always-broken/run-3')).toMatchObject({ mailState: 'failed', attempts: NOTICE_MAX_ATTEMPTS });
      expect(await alertRows('alert/notice/alert/')).toHaveLength(0);
      expect(mail.to(ALERTS)).toHaveLength(before);
    } finally {
      mail.failAlwaysTo(null);
      t.app.notices.dispatchTo((key) => queue.send(SEND_NOTICE, { key }));
    }
  });
});
