import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelConnections, channelOutbox, channelSyncLog } from '@hotel/db/schema/channels';
import { ratePlans, roomNights } from '@hotel/db/schema/inventory';
import { notices } from '@hotel/db/schema/notices';
import { addDays } from '@hotel/shared/hotel-date';
import { connectStandIn, STAND_IN_CREDENTIALS, STAND_IN_HOTELS } from './helpers/channel-connection.ts';
import { bookStay, dayFromToday, newMember, night } from './helpers/booking.ts';
import { MINUTE, SECOND, useMemberApp } from './helpers/member-app.ts';
import { startPmsxchangeStandIn, type PmsxchangeStandIn, type StandInSnapshot } from './helpers/pmsxchange-stand-in.ts';
import { editRates, signInManager } from './helpers/rates.ts';
import { SEED_DAYS } from './helpers/seed-days.ts';

/**
 * The sender of issue 26 (decision 0062) against the reference stand-in: what staff, guests and
 * the clock change reaches the channel manager as pmsXchange takes it; an outage is a back-off and,
 * past half an hour, one alert; afterwards the channel holds what a full sync would send.
 */
const t = useMemberApp({ appOptions: { channels: { allowedHosts: '127.0.0.1' } } });
const CREDENTIALS = STAND_IN_CREDENTIALS;
const HOTELS = STAND_IN_HOTELS;
let standIn: PmsxchangeStandIn;
let twin: PmsxchangeStandIn;

beforeAll(async () => {
  standIn = await startPmsxchangeStandIn({ ...CREDENTIALS, hotels: HOTELS, today: () => t.app.today() });
  twin = await startPmsxchangeStandIn({ ...CREDENTIALS, hotels: HOTELS, today: () => t.app.today() });
});
afterAll(async () => {
  await standIn?.close();
  await twin?.close();
});

const connect = (url: string, hotelCode?: string) => connectStandIn(t.db, t.clock.now(), url, hotelCode);

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const owedStates = async (id: number) => (await t.db.select({ state: channelOutbox.state }).from(channelOutbox).where(eq(channelOutbox.connectionId, id))).map((r) => r.state);
const lastLog = async (id: number) => (await t.db.select().from(channelSyncLog).where(eq(channelSyncLog.connectionId, id)).orderBy(desc(channelSyncLog.id)).limit(1))[0];
async function planPrice(code: string, date: string, roomTypeCode = 'SK') {
  const [plan] = await t.db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, 'pro001'), eq(ratePlans.code, code)));
  const { price } = await night(t.db, 'pro001', roomTypeCode, date);
  return (plan!.fixedPrice ?? Math.round((price * plan!.priceFactor) / 100)) + plan!.breakfastSupplement;
}

/** A snapshot without the nights before the hotel's today (keys end in the night's date). */
function fromToday(snapshot: StandInSnapshot) {
  const today = t.app.today();
  const keep = <V>(entries: Record<string, V>) => Object.fromEntries(Object.entries(entries).filter(([key]) => key.slice(-10) >= today));
  return { availability: keep(snapshot.availability), restrictions: keep(snapshot.restrictions), rates: keep(snapshot.rates) };
}

beforeEach(async () => {
  await t.db.delete(channelConnections);
  standIn.reset();
  twin.reset();
  await standIn.setOutage(null);
});

describe('sending what a connection owes', () => {
  it('a stop-sell, a booking and a price set in the back office arrive as pmsXchange takes them; unmapped room types stay home', async () => {
    const id = await connect(standIn.url);
    const from = dayFromToday(t.clock, 20);
    const manager = await signInManager(t.app);
    await editRates(t.app, manager, { hotel: 'pro001', roomTypes: ['SK', 'DK'], from, to: addDays(from, 1), weekdays: ALL_WEEK, changes: { stopSell: true } });
    await editRates(t.app, manager, { hotel: 'pro001', roomTypes: ['ST'], from, to: from, weekdays: ALL_WEEK, changes: { price: 1234 } });
    const member = await newMember(t.app);
    await bookStay(t.app, member.token, { roomTypeCode: 'ST', checkIn: addDays(from, 3), checkOut: addDays(from, 4) });

    expect(await t.app.channelSync.sendOwed(id)).toMatchObject({ sent: true });

    for (const date of [from, addDays(from, 1)]) expect(standIn.restrictions('FEL-HZ1', 'SUP-K', 'BAR-RO', date).stopSell).toBe(true);
    expect(standIn.restrictions('FEL-HZ1', 'SUP-T', 'BAR-RO', from).stopSell).toBe(false);
    expect(standIn.rate('FEL-HZ1', 'SUP-T', 'BAR-RO', from)).toEqual({ amount: `${await planPrice('BAR', from, 'ST')}.00`, currency: 'CNY' });
    expect(standIn.rate('FEL-HZ1', 'SUP-T', 'ADV-RO', from)).toEqual({ amount: `${await planPrice('ADV', from, 'ST')}.00`, currency: 'CNY' });
    const booked = await night(t.db, 'pro001', 'ST', addDays(from, 3));
    expect(standIn.availability('FEL-HZ1', 'SUP-T', addDays(from, 3))).toBe(booked.totalRooms - booked.soldRooms);
    // DK is not mapped: nothing of it went, and nothing else was sent but the owed nights.
    expect(standIn.received.every((m) => m.ok && !m.body.includes('"DK"'))).toBe(true);
    expect(new Set(standIn.received.map((m) => m.name))).toEqual(new Set(['OTA_HotelAvailNotifRQ', 'OTA_HotelRateAmountNotifRQ']));
    expect(new Set(await owedStates(id))).toEqual(new Set(['sent']));
    expect(await lastLog(id)).toMatchObject({ ok: true, run: 'changes', hotelCode: 'pro001', error: null });
  });

  it('the change feed queues the send: a stop-sell reaches the channel within 10 s without anyone asking', async () => {
    const id = await connect(standIn.url);
    t.app.channelSync.dispatchTo(async (connectionId) => {
      await t.app.channelSync.sendOwed(connectionId);
    });
    const unsubscribe = t.app.changes.subscribe(['room_nights', 'rate_plans'], () => t.app.channelSync.kick());
    try {
      const day = dayFromToday(t.clock, 25);
      await editRates(t.app, await signInManager(t.app), { hotel: 'pro001', roomTypes: ['SK'], from: day, to: day, weekdays: ALL_WEEK, changes: { stopSell: true } });
      await expect.poll(() => standIn.restrictions('FEL-HZ1', 'SUP-K', 'BAR-RO', day).stopSell, { timeout: 10 * SECOND }).toBe(true);
      // The row is marked sent once the night's last request (its rates) is answered.
      await expect.poll(() => owedStates(id), { timeout: 10 * SECOND }).toEqual(['sent']);
    } finally {
      unsubscribe();
    }
  });

  it('an hour of outage: the sends back off, the administrator is alerted once, and afterwards the channel holds what a full sync sends', async () => {
    const id = await connect(standIn.url);
    expect(await t.app.channelSync.fullSync(id)).toMatchObject({ sent: true });
    const fullSyncNights = standIn.snapshot();
    // The test database seeds SEED_DAYS nights: every one of both mapped room types went.
    expect(Object.keys(fullSyncNights.availability).length).toBe(2 * SEED_DAYS);

    await standIn.setOutage('http503');
    const manager = await signInManager(t.app);
    const day = dayFromToday(t.clock, 30);
    await editRates(t.app, manager, { hotel: 'pro001', roomTypes: ['SK'], from: day, to: addDays(day, 2), weekdays: ALL_WEEK, changes: { minStay: 2 } });
    const first = await t.app.channelSync.sendOwed(id);
    expect(first).toMatchObject({ sent: false, reason: 'failed' });
    expect(await lastLog(id)).toMatchObject({ ok: false, httpStatus: 503 });
    // Not before its back-off: the next try waits 5 s, then longer, at most a minute.
    expect(await t.app.channelSync.sendOwed(id)).toEqual({ sent: false, reason: 'busy' });
    const member = await newMember(t.app);
    for (let minute = 0; minute < 60; minute++) {
      t.clock.advance(MINUTE);
      if (minute === 10) await bookStay(t.app, member.token, { checkIn: day, checkOut: addDays(day, 2) });
      if (minute === 20) await editRates(t.app, manager, { hotel: 'pro001', roomTypes: ['ST'], from: day, to: day, weekdays: ALL_WEEK, changes: { price: 999 } });
      await t.app.channelSync.sweep();
    }
    const alerts = await t.db.select().from(notices).where(eq(notices.kind, 'channel-failing'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.detail).toMatchObject({ connection: `SiteMinder (#${id})` });
    const [failing] = await t.db.select().from(channelConnections).where(eq(channelConnections.id, id));
    expect(failing!.failingSince).not.toBeNull();

    await standIn.setOutage(null);
    t.clock.advance(MINUTE);
    const swept = await t.app.channelSync.sweep();
    expect(swept).toEqual([{ connectionId: id, outcome: expect.objectContaining({ sent: true }) }]);
    const [recovered] = await t.db.select().from(channelConnections).where(eq(channelConnections.id, id));
    expect(recovered).toMatchObject({ failingSince: null, alertedAt: null, nextTryAt: null });
    expect(new Set(await owedStates(id))).toEqual(new Set(['sent']));

    // A full sync of another connection into another stand-in: the same state, night for night.
    const other = await connect(twin.url);
    expect(await t.app.channelSync.fullSync(other)).toMatchObject({ sent: true });
    // From today: the hour moved may have crossed the hotel's midnight, and yesterday is no longer sent.
    expect(fromToday(standIn.snapshot())).toEqual(fromToday(twin.snapshot()));
    expect(standIn.restrictions('FEL-HZ1', 'SUP-K', 'BAR-RO', day).minLos).toBe(2);
  });

  it("a message the channel refuses is logged with the channel's words and tried again only after a quarter of an hour", async () => {
    const id = await connect(standIn.url, 'NOT-THERE');
    await t.db.update(roomNights).set({ stopSell: true }).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'SK'), eq(roomNights.stayDate, dayFromToday(t.clock, 40))));
    const outcome = await t.app.channelSync.sendOwed(id);
    expect(outcome).toMatchObject({ sent: false, reason: 'failed' });
    expect(await lastLog(id)).toMatchObject({ ok: false, httpStatus: 200, error: expect.stringMatching(/NOT-THERE.*Code 392/) });
    const [row] = await t.db.select().from(channelConnections).where(eq(channelConnections.id, id));
    expect(row!.nextTryAt!.getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * MINUTE);
    expect(await owedStates(id)).toEqual(['pending']);
  });

  it('an endpoint that names this machine without CHANNEL_ALLOWED_HOSTS is not called', async () => {
    const id = await connect('https://localhost:9/ws');
    await t.db.update(roomNights).set({ stopSell: true }).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'SK'), eq(roomNights.stayDate, dayFromToday(t.clock, 41))));
    expect(await t.app.channelSync.sendOwed(id)).toMatchObject({ sent: false, reason: 'failed', error: expect.stringMatching(/社内ネットワーク/) });
    // Logged for the managers as the connection's own problem, no request made.
    expect(await t.db.select({ hotel: channelSyncLog.hotelCode, message: channelSyncLog.message, httpStatus: channelSyncLog.httpStatus }).from(channelSyncLog).where(eq(channelSyncLog.connectionId, id))).toEqual([
      { hotel: 'pro001', message: 'connection', httpStatus: null },
    ]);
  });
});
