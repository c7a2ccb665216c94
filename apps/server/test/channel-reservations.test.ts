import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { channelConnections, channelOutbox, channelReservations, channelSyncLog } from '@hotel/db/schema/channels';
import { notices } from '@hotel/db/schema/notices';
import { orders } from '@hotel/db/schema/orders';
import { addDays } from '@hotel/shared/hotel-date';
import { CHANGE_MESSAGES } from '@hotel/shared/messages';
import { PAY_LINK_MESSAGES } from '@hotel/shared/pay-link-messages';
import { connectStandIn, STAND_IN_CREDENTIALS, STAND_IN_HOTELS } from './helpers/channel-connection.ts';
import { ORDER_EXPORT_PATH, ORDERS_MESSAGES } from '@hotel/shared/schemas/admin/orders';
import { dayFromToday, leaveRooms, night } from './helpers/booking.ts';
import { demoStaff, desk } from './helpers/desk.ts';
import { expectFailure } from './helpers/expectations.ts';
import { staffCookieHeader } from './helpers/staff-app.ts';
import { DAY, useMemberApp } from './helpers/member-app.ts';
import type { StandInReservation } from './helpers/pmsxchange-reservations.ts';
import { startPmsxchangeStandIn, type PmsxchangeStandIn } from './helpers/pmsxchange-stand-in.ts';

/**
 * Reservations in (issue 26, decision 0063): what the travel sites booked, retrieved from the
 * reference stand-in as pmsXchange delivers it, becomes channel orders that take and give back
 * rooms from the counts the site sells from, exactly once per version, whatever the order of
 * delivery; a night we no longer have is still booked, noticed and stop-sold everywhere.
 */
const t = useMemberApp({ appOptions: { channels: { allowedHosts: '127.0.0.1' } } });
let standIn: PmsxchangeStandIn;
let connectionId: number;

beforeAll(async () => {
  standIn = await startPmsxchangeStandIn({ ...STAND_IN_CREDENTIALS, hotels: STAND_IN_HOTELS, today: () => t.app.today() });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(async () => {
  await t.db.delete(channelConnections);
  standIn.reset();
  connectionId = await connectStandIn(t.db, t.clock.now(), standIn.url);
});

let serial = 0;
/** A new reservation from Booking.com for two nights of SUP-K from `day`. */
function reservation(day: string, overrides: Partial<StandInReservation> = {}): StandInReservation {
  serial++;
  return {
    id: `SM-${Date.now()}-${serial}`,
    status: 'Book',
    hotelCode: 'FEL-HZ1',
    createdAt: '2026-11-20T08:00:00+00:00',
    channel: { code: 'BDC', name: 'Booking.com' },
    channelRef: `BDC-${serial}`,
    guest: { given: 'Taro', surname: 'Yamada', phone: '+81 90-1234-5678', email: 'taro@example.jp' },
    stays: [{ room: 'SUP-K', rate: 'BAR-RO', start: day, end: addDays(day, 2), adults: 2, nightly: [680, 720], total: 1400 }],
    comments: '高層階希望',
    ...overrides,
  };
}

const sold = async (roomTypeCode: string, date: string) => (await night(t.db, 'pro001', roomTypeCode, date)).soldRooms;
const ordersOf = (resId: string) => t.db.select().from(orders).where(eq(orders.channelResId, resId)).orderBy(orders.id);
const pull = () => t.app.channelSync.pullReservations(connectionId);

describe('channel reservations in', () => {
  it('a new reservation becomes a channel order that takes its rooms, is confirmed with our order number, and its availability goes back out', async () => {
    const day = dayFromToday(t.clock, 12);
    const before = [await sold('SK', day), await sold('SK', addDays(day, 1))];
    const r = reservation(day);
    standIn.deliverReservation(r);

    expect(await pull()).toMatchObject({ pulled: true, reservations: 1, failed: 0 });

    const [order] = await ordersOf(r.channelRef);
    expect(order).toMatchObject({
      source: 'channel',
      channelName: 'Booking.com',
      memberId: null,
      hotelCode: 'pro001',
      roomTypeCode: 'SK',
      rateCode: 'BAR',
      checkIn: day,
      checkOut: addDays(day, 2),
      nights: 2,
      roomQty: 1,
      adultNum: 2,
      revUser: 'Yamada Taro',
      mobile: '+819012345678',
      totalAmount: 1400,
      actualAmount: 1400,
      state: 0,
      payment: 'hotel',
      roomsHeld: true,
      overbookedNights: null,
      remark: '高層階希望',
    });
    expect(order!.nightlyPrices).toEqual([
      { date: day, price: 680 },
      { date: addDays(day, 1), price: 720 },
    ]);
    expect([await sold('SK', day), await sold('SK', addDays(day, 1))]).toEqual(before.map((n) => n + 1));
    expect(standIn.reservationConfirmations).toEqual([{ id: r.id, ok: true, pmsIds: [order!.orderNo], error: null }]);
    expect(standIn.pendingReservations()).toBe(0);
    // The reduced availability went to the channel right after (pmsXchange asks for it).
    const left = await night(t.db, 'pro001', 'SK', day);
    expect(standIn.availability('FEL-HZ1', 'SUP-K', day)).toBe(left.totalRooms - left.soldRooms);
    // Its history names the channel, and no member's history has it.
    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order!.orderNo)));
    expect(line).toMatchObject({ actor: 'channel', staffId: null, staffEmail: 'SiteMinder', action: 'channel_book' });
    const logged = await t.db.select().from(channelSyncLog).where(and(eq(channelSyncLog.connectionId, connectionId), eq(channelSyncLog.run, 'reservations'))).orderBy(channelSyncLog.id);
    expect(logged.map((l) => [l.message, l.items, l.ok])).toEqual([
      ['OTA_ReadRQ', 1, true],
      ['OTA_NotifReportRQ', 1, true],
    ]);
  });

  it('modifications and cancellations move rooms exactly once, replays and an older version included', async () => {
    const day = dayFromToday(t.clock, 15);
    const nights = [day, addDays(day, 1), addDays(day, 2), addDays(day, 3)];
    const before = await Promise.all(nights.map((d) => sold('SK', d)));
    const soldNow = () => Promise.all(nights.map((d) => sold('SK', d)));
    const booked = reservation(day);
    standIn.deliverReservation(booked);
    // The same message again in the same read (a replay): one order, the rooms taken once.
    standIn.deliverReservation(booked);
    await pull();
    expect(await ordersOf(booked.channelRef)).toHaveLength(1);
    expect(await soldNow()).toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]]);

    // Moved two nights later, 2 rooms; then the older message arrives late (out of order).
    const modified = { ...booked, status: 'Modify' as const, modifiedAt: '2026-11-21T09:00:00+00:00', stays: [{ ...booked.stays[0]!, start: addDays(day, 2), end: addDays(day, 4), units: 2, total: 2900, nightly: [700, 750] }] };
    standIn.deliverReservation(modified);
    await pull();
    standIn.deliverReservation({ ...booked, status: 'Modify', modifiedAt: '2026-11-20T12:00:00+00:00' });
    standIn.deliverReservation(modified);
    await pull();
    const [order] = await ordersOf(booked.channelRef);
    expect(order).toMatchObject({ checkIn: addDays(day, 2), checkOut: addDays(day, 4), roomQty: 2, totalAmount: 2900, amendmentCount: 1 });
    expect(await soldNow()).toEqual([before[0], before[1], before[2]! + 2, before[3]! + 2]);
    expect(standIn.pendingReservations()).toBe(0);

    // Cancelled, twice: the rooms come back once.
    const cancelled = { ...booked, status: 'Cancel' as const, modifiedAt: '2026-11-22T10:00:00+00:00', stays: [] };
    standIn.deliverReservation(cancelled);
    standIn.deliverReservation(cancelled);
    await pull();
    expect((await ordersOf(booked.channelRef))[0]).toMatchObject({ state: 2 });
    expect(await soldNow()).toEqual(before);
    // A modification older than the cancellation changes nothing.
    standIn.deliverReservation({ ...modified, modifiedAt: '2026-11-21T23:00:00+00:00' });
    await pull();
    expect((await ordersOf(booked.channelRef))[0]).toMatchObject({ state: 2 });
    expect(await soldNow()).toEqual(before);
    const [record] = await t.db.select().from(channelReservations).where(eq(channelReservations.resId, booked.id));
    expect(record).toMatchObject({ status: 'cancelled', version: new Date('2026-11-22T10:00:00Z') });
    expect(standIn.reservationConfirmations.every((c) => c.ok)).toBe(true);
  });

  it('a night the hotel no longer has is still booked: the order is marked overbooked, the hotel is noticed, and the night is stop-sold on the channel', async () => {
    const day = dayFromToday(t.clock, 18);
    await leaveRooms(t, 'pro001', 'ST', addDays(day, 1), 0);
    const full = await night(t.db, 'pro001', 'ST', addDays(day, 1));
    const firstNight = await sold('ST', day);
    const r = reservation(day, { stays: [{ room: 'SUP-T', rate: 'ADV-RO', start: day, end: addDays(day, 2), adults: 1, total: 1000 }] });
    standIn.deliverReservation(r);

    expect(await pull()).toMatchObject({ pulled: true, failed: 0 });

    const [order] = await ordersOf(r.channelRef);
    expect(order).toMatchObject({ overbookedNights: [{ date: addDays(day, 1), qty: 1 }], totalAmount: 1000 });
    // No Rates: the total spread over the nights.
    expect(order!.nightlyPrices).toEqual([
      { date: day, price: 500 },
      { date: addDays(day, 1), price: 500 },
    ]);
    // The night it could not take is not counted beyond the hotel's rooms, and is stop-sold.
    const after = await night(t.db, 'pro001', 'ST', addDays(day, 1));
    expect(after).toMatchObject({ soldRooms: full.totalRooms, stopSell: true });
    expect(standIn.restrictions('FEL-HZ1', 'SUP-T', 'BAR-RO', addDays(day, 1)).stopSell).toBe(true);
    const [notice] = await t.db.select().from(notices).where(and(eq(notices.kind, 'overbooked'), eq(notices.orderId, order!.id)));
    expect(notice).toMatchObject({ hotelCode: 'pro001' });
    expect(standIn.reservationConfirmations[0]).toMatchObject({ ok: true });
    const dashboard = await desk(t.app, await demoStaff(t.app, 'manager'), 'GET', '/dashboard', { hotel: 'pro001' });
    expect(dashboard.body.data.overbooked).toBe(1);

    // Cancelled: it gives back only the night it took.
    standIn.deliverReservation({ ...r, status: 'Cancel', modifiedAt: '2026-11-23T00:00:00+00:00' });
    await pull();
    expect(await sold('ST', day)).toBe(firstNight);
    expect(await sold('ST', addDays(day, 1))).toBe(full.totalRooms);
  });

  it('a reservation for a room type that is not mapped is refused with Errors, so the channel tells the hotel; nothing is taken', async () => {
    const day = dayFromToday(t.clock, 21);
    const before = await sold('DK', day);
    const r = reservation(day, { stays: [{ room: 'DLX-K', rate: 'BAR-RO', start: day, end: addDays(day, 1), adults: 2, total: 900 }] });
    standIn.deliverReservation(r);

    expect(await pull()).toMatchObject({ pulled: true, reservations: 1, failed: 1 });

    expect(await ordersOf(r.channelRef)).toHaveLength(0);
    expect(await sold('DK', day)).toBe(before);
    expect(standIn.reservationConfirmations).toEqual([{ id: r.id, ok: false, pmsIds: [], error: expect.stringContaining('DLX-K') }]);
  });

  it('front desk lists, detail and CSV show the channel; a channel order cannot be cancelled or changed by staff', async () => {
    const day = dayFromToday(t.clock, 24);
    const r = reservation(day);
    standIn.deliverReservation(r);
    await pull();
    const [order] = await ordersOf(r.channelRef);
    const front = await demoStaff(t.app, 'front');
    const list = await desk(t.app, front, 'GET', '/orders/search', { hotel: 'pro001', q: order!.orderNo });
    expect(list.body.data.orders[0]).toMatchObject({ source: 'channel', channelName: 'Booking.com', overbooked: false });
    const detail = await desk(t.app, front, 'GET', '/orders/detail', { hotel: 'pro001', orderNo: order!.orderNo });
    expect(detail.body.data.order).toMatchObject({ channelResId: r.channelRef, overbookedNights: [] });
    expect(detail.body.data.actions).not.toContain('cancel');
    expect(detail.body.data.history.at(-1)).toMatchObject({ action: 'channel_book', staffEmail: 'チャネル連携（SiteMinder）' });
    const cancel = await desk(t.app, front, 'POST', '/orders/cancel', { hotel: 'pro001', orderNo: order!.orderNo, reason: 'テスト' });
    expectFailure(cancel, 409);
    expect(cancel.body.message).toBe(ORDERS_MESSAGES.channelCancel);
    const change = await desk(t.app, front, 'POST', '/orders/change', { hotel: 'pro001', orderNo: order!.orderNo, checkIn: day, checkOut: addDays(day, 3), roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 2, childrenNum: 0 });
    expectFailure(change, 409);
    expect(change.body.message).toBe(CHANGE_MESSAGES.channelBooking);
    expect((await ordersOf(r.channelRef))[0]).toMatchObject({ state: 0, checkOut: addDays(day, 2) });
    const link = await desk(t.app, front, 'POST', '/orders/pay-link', { hotel: 'pro001', orderNo: order!.orderNo, via: 'sms' });
    expectFailure(link, 409);
    expect(link.body.message).toBe(PAY_LINK_MESSAGES.channelOrder);
    const manager = await demoStaff(t.app, 'manager');
    const csv = await t.app.inject({ method: 'GET', url: `${ORDER_EXPORT_PATH}?hotel=pro001&q=${order!.orderNo}`, headers: staffCookieHeader(manager) });
    expect(csv.body).toContain(`チャネル（Booking.com）,${r.channelRef}`);
  });

  it('a pull that finds nothing writes no sync log line; sent outbox rows are forgotten after a week, log lines after 90 days', async () => {
    const lines = async () => (await t.db.select().from(channelSyncLog).where(eq(channelSyncLog.connectionId, connectionId))).length;
    expect(await pull()).toEqual({ pulled: true, reservations: 0, failed: 0 });
    expect(standIn.received.map((m) => m.name)).toEqual(['OTA_ReadRQ']);
    expect(await lines()).toBe(0);

    standIn.deliverReservation(reservation(dayFromToday(t.clock, 27)));
    await pull();
    const sent = await t.db.select().from(channelOutbox).where(and(eq(channelOutbox.connectionId, connectionId), eq(channelOutbox.state, 'sent')));
    expect(sent.length).toBeGreaterThan(0);
    const logged = await lines();
    expect(await t.app.channelSync.prune()).toEqual({ outbox: 0, log: 0 });
    t.clock.advance(8 * DAY);
    expect(await t.app.channelSync.prune()).toEqual({ outbox: sent.length, log: 0 });
    t.clock.advance(83 * DAY);
    expect(await t.app.channelSync.prune()).toEqual({ outbox: 0, log: logged });
  });
});
