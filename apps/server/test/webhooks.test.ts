import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { notices } from '@hotel/db/schema/notices';
import { endpoints } from '@hotel/shared/api/endpoints';
import { integrationReservation } from '@hotel/shared/schemas/integration-api';
import { webhookEndpoints, webhookEvents } from '@hotel/db/schema/webhooks';
import { WEBHOOK_MESSAGES, type WebhookEndpoint, type WebhookLog, type WebhookWithSecret } from '@hotel/shared/schemas/admin/webhooks';
import { SecretBox } from '../src/lib/secret-box.ts';
import { DEMO_CHANNEL_KEY } from '../src/modules/channels/index.ts';
import { signatureHeader } from '../src/modules/webhooks/webhook-signature.ts';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { demoStaff, desk } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { DAY, MINUTE, SECOND, useMemberApp, withToken } from './helpers/member-app.ts';
import { startPmsReceiver, type PmsReceiver } from './helpers/pms-receiver.ts';
import { adminCall, staffCookieHeader } from './helpers/staff-app.ts';

/**
 * Webhooks for the hotels' PMS (issue 27, decision 0064), against the reference receiver: every
 * change to a reservation is an event written in the change's transaction, delivered signed, in
 * order, until acknowledged; the receiver applies each id once and refuses forged or stale
 * signatures. Who may configure endpoints is the role suite's (webhooks.cases.ts).
 */
const t = useMemberApp({ appOptions: { channels: { allowedHosts: '127.0.0.1' } } });
let admin: string;
let front: string;
let receiver: PmsReceiver;

beforeAll(async () => {
  receiver = await startPmsReceiver({ secret: 'not-yet', now: () => t.clock.now() });
});
afterAll(async () => {
  await receiver?.close();
});
beforeEach(async () => {
  // Signed in afresh: tests move the clock past a staff session's idle timeout.
  admin = await demoStaff(t.app, 'admin');
  front = await demoStaff(t.app, 'front');
  await t.db.delete(webhookEndpoints);
  receiver.reset();
});

const as = (token: string) => ({ headers: staffCookieHeader(token) });
const create = (body: Record<string, unknown>, token = admin) => adminCall<WebhookWithSecret>(t.app, 'POST', '/webhooks', { body, ...as(token) });
const logOf = (id: number) => adminCall<WebhookLog>(t.app, 'GET', '/webhooks/log', { query: { id: String(id) }, ...as(admin) });
const deliver = (id: number) => t.app.webhookDelivery.deliver(id);
const act = (action: string, orderNo: string, extra: Record<string, unknown> = {}) => desk(t.app, front, 'POST', `/orders/${action}`, { hotel: 'pro001', orderNo, ...extra });
const eventsOf = (endpointId: number) => t.db.select().from(webhookEvents).where(eq(webhookEvents.endpointId, endpointId)).orderBy(webhookEvents.id);

/** An enabled endpoint of pro001 at the receiver, which is given its secret; its id. */
async function endpoint(hotelCode = 'pro001'): Promise<number> {
  const made = expectSuccess(await create({ hotelCode, url: receiver.url, description: '杭州PMS' }));
  receiver.useSecret(made.secret);
  return made.endpoint.id;
}

async function booking(from = 0, nights = 1) {
  const member = await newMember(t.app);
  return bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, from), checkOut: dayFromToday(t.clock, from + nights) });
}

describe('events', () => {
  it('are written for each change of a reservation, whoever made it, and delivered signed and in order', async () => {
    const id = await endpoint();
    const stayed = await booking(0);
    expectSuccess(await act('check-in', stayed.orderNo));
    expectSuccess(await act('check-out', stayed.orderNo));
    const cancelled = await booking(3);
    expectSuccess(await act('cancel', cancelled.orderNo, { reason: 'お客様のご都合' }));

    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['reservation.created', 'reservation.checked_in', 'reservation.checked_out', 'reservation.created', 'reservation.cancelled']);
    expect(await deliver(id)).toEqual({ delivered: 5 });
    expect(receiver.applied.map((a) => [a.type, a.orderNo])).toEqual([
      ['reservation.created', stayed.orderNo],
      ['reservation.checked_in', stayed.orderNo],
      ['reservation.checked_out', stayed.orderNo],
      ['reservation.created', cancelled.orderNo],
      ['reservation.cancelled', cancelled.orderNo],
    ]);
    expect(receiver.requests.every((r) => r.status === 204)).toBe(true);

    // The body: the event's id and kind, the hotel, and the reservation as the integration API answers it (the staff API's order and more).
    const first = receiver.applied[0]!.body as { id: string; type: string; hotelCode: string; occurredAt: string; data: { reservation: Record<string, unknown> } };
    expect(first).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'reservation.created', hotelCode: 'pro001', occurredAt: expect.any(String) });
    const listed = await desk(t.app, front, 'GET', '/orders/search', { hotel: 'pro001', q: stayed.orderNo });
    const deskOrder = (listed.body.data.orders as Record<string, unknown>[]).find((o) => o.orderNo === stayed.orderNo);
    // Fixed when first sent (here after the stay was over), so every retry carries the same body.
    expect(integrationReservation.strict().parse(first.data.reservation)).toMatchObject({ ...deskOrder, state: 9, adults: 1, status: 'completed' });

    // Delivered events are not sent again.
    expect(await deliver(id)).toEqual({ delivered: 0 });
    expect(receiver.requests).toHaveLength(5);
    const rows = await eventsOf(id);
    expect(rows.every((e) => e.state === 'delivered' && e.attempts === 1 && e.deliveredAt !== null)).toBe(true);
  });

  it('come from the guest’s own cancellation and from the expiry of an unpaid prepaid booking too', async () => {
    const id = await endpoint();
    const member = await newMember(t.app);
    const mine = await bookStay(t.app, member.token, { checkIn: dayFromToday(t.clock, 2), checkOut: dayFromToday(t.clock, 3) });
    expect((await withToken(t.app, 'GET', `${endpoints.cancleOrder.path}?orderId=${mine.id}`, member.token)).status).toBe(200);
    const unpaid = await bookStay(t.app, member.token, { rateCode: 'ADV', checkIn: dayFromToday(t.clock, 4), checkOut: dayFromToday(t.clock, 5) });
    t.clock.advance(DAY);
    await t.app.releaseExpired();
    expect(await deliver(id)).toEqual({ delivered: 4 });
    expect(receiver.applied.map((a) => [a.type, a.orderNo])).toEqual([
      ['reservation.created', mine.orderNo],
      ['reservation.cancelled', mine.orderNo],
      ['reservation.created', unpaid.orderNo],
      ['reservation.cancelled', unpaid.orderNo],
    ]);
    expect((receiver.applied[3]!.body.data as { reservation: { state: number } }).reservation.state).toBe(10);
  });

  it('are owed only to enabled endpoints of the order’s hotel', async () => {
    const other = await endpoint('pro003');
    const off = expectSuccess(await create({ hotelCode: 'pro001', url: receiver.url, enabled: false })).endpoint.id;
    await booking(0);
    expect(await eventsOf(other)).toHaveLength(0);
    expect(await eventsOf(off)).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('backs off after each failure (10, 20, 40, 80, 160 s) and gets the event to a receiver that failed five times on the sixth try', async () => {
    const id = await endpoint();
    receiver.failNext(5);
    const order = await booking(0);
    const waits: number[] = [];
    for (let tries = 1; tries <= 5; tries += 1) {
      const outcome = await deliver(id);
      expect(outcome).toMatchObject({ delivered: 0, reason: 'failed', error: expect.stringMatching(/^HTTP 500/) });
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      // The test clock runs on between the two reads: the wait in whole seconds.
      waits.push(Math.round((row!.nextTryAt!.getTime() - t.clock.now().getTime()) / SECOND));
      expect(row!.failingSince).not.toBeNull();
      // Not before its time, even when asked.
      expect(await deliver(id)).toEqual({ delivered: 0, reason: 'busy' });
      t.clock.advance(waits.at(-1)! * SECOND);
    }
    expect(waits).toEqual([10, 20, 40, 80, 160]);
    expect(await deliver(id)).toEqual({ delivered: 1 });

    // Six tries of one event, each with its id and the same body, each signed afresh; applied once.
    expect(receiver.requests.map((r) => r.status)).toEqual([500, 500, 500, 500, 500, 204]);
    expect(new Set(receiver.requests.map((r) => r.eventId)).size).toBe(1);
    expect(new Set(receiver.requests.map((r) => r.body)).size).toBe(1);
    expect(new Set(receiver.requests.map((r) => r.signature)).size).toBe(6);
    expect(receiver.applied.map((a) => a.orderNo)).toEqual([order.orderNo]);
    const [after] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(after).toMatchObject({ failingSince: null, nextTryAt: null, lastError: null });

    // The delivery log shows the six tries of the event.
    const log = expectSuccess(await logOf(id));
    expect(log.items[0]).toMatchObject({ type: 'reservation.created', orderNo: order.orderNo, delivered: true });
    expect(log.items[0]!.attempts.map((a) => a.httpStatus)).toEqual([500, 500, 500, 500, 500, 204]);
  });

  it('keeps later events behind a failed one, so the PMS hears a reservation in order', async () => {
    const id = await endpoint();
    const order = await booking(0);
    receiver.failNext(1);
    expectSuccess(await act('check-in', order.orderNo));
    expect(await deliver(id)).toMatchObject({ delivered: 0, reason: 'failed' });
    expect(receiver.requests.map((r) => r.type)).toEqual(['reservation.created']);
    t.clock.advance(10 * SECOND);
    expect(await deliver(id)).toEqual({ delivered: 2 });
    expect(receiver.applied.map((a) => a.type)).toEqual(['reservation.created', 'reservation.checked_in']);
  });

  it('sends an event until it is acknowledged, and a receiver that deduplicates applies it once', async () => {
    const id = await endpoint();
    receiver.loseAcks(1);
    await booking(0);
    expect(await deliver(id)).toMatchObject({ reason: 'failed' });
    t.clock.advance(10 * SECOND);
    expect(await deliver(id)).toEqual({ delivered: 1 });
    expect(receiver.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(receiver.requests[0]!.eventId).toBe(receiver.requests[1]!.eventId);
    expect(receiver.applied).toHaveLength(1);
  });

  it('is refused by the receiver when the secret is not its own, and the event waits', async () => {
    const id = await endpoint();
    receiver.useSecret('whsec_someone-else');
    await booking(0);
    expect(await deliver(id)).toMatchObject({ delivered: 0, reason: 'failed', error: expect.stringMatching(/^HTTP 401/) });
    expect(receiver.applied).toHaveLength(0);
    expect((await eventsOf(id))[0]).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 401 });
  });

  it('waits while the receiver cannot be reached, and the sweep delivers once it is back past the back-off', async () => {
    const id = await endpoint();
    await t.db.update(webhookEndpoints).set({ url: 'http://127.0.0.1:2/gone' }).where(eq(webhookEndpoints.id, id));
    await booking(0);
    expect(await deliver(id)).toMatchObject({ reason: 'failed', error: expect.stringMatching(/^接続できません/) });
    await t.db.update(webhookEndpoints).set({ url: receiver.url }).where(eq(webhookEndpoints.id, id));
    expect((await t.app.webhookDelivery.sweep()).filter((s) => s.endpointId === id)).toEqual([]);
    t.clock.advance(10 * SECOND);
    expect((await t.app.webhookDelivery.sweep()).find((s) => s.endpointId === id)?.outcome).toEqual({ delivered: 1 });
  });
});

describe('a receiver down for half an hour', () => {
  it('alerts the group administrator once for the spell, naming the host and what waits, never the guest', async () => {
    const id = await endpoint();
    const alerts = () => t.db.select().from(notices).where(and(eq(notices.kind, 'webhook-failing'), like(notices.key, `alert/webhook/${id}/%`)));
    receiver.failNext(1000);
    const order = await booking(0);
    for (let minutes = 0; minutes < 40; minutes += 5) {
      await deliver(id);
      t.clock.advance(5 * MINUTE);
    }
    const [alert, ...more] = await alerts();
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ hotelCode: null, kind: 'webhook-failing' });
    expect(alert!.detail).toMatchObject({ endpoint: expect.stringContaining('127.0.0.1'), pending: '1' });
    expect(JSON.stringify(alert!.detail)).not.toContain(order.orderNo);
    expect(JSON.stringify(alert!.detail)).not.toContain('佐藤');
  });
});

describe('the receiver’s check (documented for integrators)', () => {
  it('refuses a forged, altered, unsigned or stale request and accepts the genuine one once', async () => {
    const id = await endpoint();
    await booking(0);
    await deliver(id);
    const genuine = receiver.requests[0]!;
    const post = (body: string, signature?: string) =>
      fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-felton-event-id': genuine.eventId!, ...(signature ? { 'x-felton-signature': signature } : {}) }, body });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect((await post(genuine.body, genuine.signature)).status).toBe(200); // a duplicate: acknowledged, not applied again
    expect((await post(genuine.body.replace('reservation.created', 'reservation.cancelled'), genuine.signature)).status).toBe(401);
    expect((await post(genuine.body)).status).toBe(401);
    expect((await post(genuine.body, signatureHeader('whsec_forged', genuine.body, now))).status).toBe(401);
    t.clock.advance(301 * SECOND);
    expect((await post(genuine.body, genuine.signature)).status).toBe(401);
    expect(receiver.applied).toHaveLength(1);
  });
});

describe('endpoints (the group administrator)', () => {
  it('shows the secret once, keeps it sealed and out of the audit log, rotates it, and removes the endpoint with its events', async () => {
    const made = expectSuccess(await create({ hotelCode: 'pro001', url: receiver.url, description: '杭州PMS' }));
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made.endpoint).toMatchObject({ hotelCode: 'pro001', url: receiver.url, enabled: true, pending: 0, hotelName: expect.any(String) });
    const listed = expectSuccess(await adminCall<{ items: WebhookEndpoint[] }>(t.app, 'GET', '/webhooks', as(admin)));
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, made.endpoint.id));
    expect(row!.secretSealed).not.toContain(made.secret);
    expect(new SecretBox(DEMO_CHANNEL_KEY).open(row!.secretSealed)).toBe(made.secret);

    const rotated = expectSuccess(await adminCall<WebhookWithSecret>(t.app, 'POST', '/webhooks/rotate-secret', { body: { id: made.endpoint.id }, ...as(admin) }));
    expect(rotated.secret).not.toBe(made.secret);
    receiver.useSecret(rotated.secret);
    await booking(0);
    expect(await deliver(made.endpoint.id)).toEqual({ delivered: 1 });

    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'webhook_endpoint'), eq(auditLog.entityId, String(made.endpoint.id))));
    expect(lines.map((l) => l.action)).toEqual(['create', 'rotate_secret']);
    expect(JSON.stringify(lines)).not.toContain(made.secret);
    expect(JSON.stringify(lines)).not.toContain(rotated.secret);

    expectSuccess(await adminCall(t.app, 'POST', '/webhooks/delete', { body: { id: made.endpoint.id }, ...as(admin) }));
    expect(await eventsOf(made.endpoint.id)).toHaveLength(0);
    expectFailure(await logOf(made.endpoint.id), 404);
  });

  it('refuses bad input with the field’s Japanese message and saves nothing', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ hotelCode: 'pro777' }, WEBHOOK_MESSAGES.hotelInvalid],
      [{ hotelCode: 'x' }, WEBHOOK_MESSAGES.hotelInvalid],
      [{ url: '' }, WEBHOOK_MESSAGES.urlRequired],
      [{ url: 'http://pms.example.com/hook' }, /https:\/\//],
      [{ url: 'https://10.0.0.5/hook' }, /送信先URLが社内ネットワーク/],
      [{ url: 'https://user:pw@pms.example.com/hook' }, /送信先URLにユーザー名/],
      [{ description: 'あ'.repeat(101) }, WEBHOOK_MESSAGES.descriptionTooLong],
    ];
    for (const [change, message] of cases) {
      const refused = await create({ hotelCode: 'pro001', url: receiver.url, ...change });
      expectFailure(refused, 400);
      expect(refused.body.message).toMatch(message);
    }
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
    expectFailure(await adminCall(t.app, 'POST', '/webhooks/update', { body: { id: 999999, url: receiver.url, enabled: true }, ...as(admin) }), 404);
  });

  it('retries at once what a fixed receiver is owed, and refuses a retry of a switched-off endpoint', async () => {
    const id = await endpoint();
    receiver.failNext(1);
    await booking(0);
    await deliver(id);
    expectSuccess(await adminCall(t.app, 'POST', '/webhooks/retry', { body: { id }, ...as(admin) }));
    expect((await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!.nextTryAt).toBeNull();
    expect(await deliver(id)).toEqual({ delivered: 1 });
    expectSuccess(await adminCall(t.app, 'POST', '/webhooks/update', { body: { id, url: receiver.url, enabled: false }, ...as(admin) }));
    const refused = await adminCall(t.app, 'POST', '/webhooks/retry', { body: { id }, ...as(admin) });
    expectFailure(refused, 409);
    expect(refused.body.message).toBe(WEBHOOK_MESSAGES.disabled);
  });
});
