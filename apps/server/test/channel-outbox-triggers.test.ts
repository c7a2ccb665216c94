import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { channelConnections, channelOutbox } from '@hotel/db/schema/channels';
import { ratePlans, roomNights } from '@hotel/db/schema/inventory';
import { addDays } from '@hotel/shared/hotel-date';
import { bookStay, dayFromToday, newMember } from './helpers/booking.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { editRates, signInManager } from './helpers/rates.ts';

/**
 * What a channel connection owes (issue 26, migration 0028): the triggers on room_nights and
 * rate_plans write the changed nights to channel_outbox in the transaction that changed them,
 * whoever changed them, for each enabled connection selling the hotel, one pending row a night.
 */
const t = useMemberApp();

async function connection(hotelCodes: string[], enabled = true): Promise<number> {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(channelConnections)
    .values({ name: 'テスト', type: 'pmsxchange', endpointUrl: 'https://pmsx.example.com/ws', requestorId: 'FELTON', username: 'u', passwordSealed: 'v1.x.y.z', hotelCodes, enabled, createdAt: now, updatedAt: now })
    .returning({ id: channelConnections.id });
  return row!.id;
}

const owed = (connectionId: number) =>
  t.db
    .select({ hotel: channelOutbox.hotelCode, room: channelOutbox.roomTypeCode, night: channelOutbox.stayDate, state: channelOutbox.state })
    .from(channelOutbox)
    .where(eq(channelOutbox.connectionId, connectionId))
    .orderBy(asc(channelOutbox.roomTypeCode), asc(channelOutbox.stayDate));

beforeEach(async () => {
  await t.db.delete(channelConnections);
});

describe('channel_outbox triggers', () => {
  it('a staff edit owes each enabled connection selling the hotel the nights it changed, and nobody else', async () => {
    const selling = await connection(['pro001', 'pro005']);
    const other = await connection(['pro003']);
    const disabled = await connection(['pro001'], false);
    const from = dayFromToday(t.clock, 30);
    await editRates(t.app, await signInManager(t.app), { hotel: 'pro001', roomTypes: ['SK'], from, to: addDays(from, 2), weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { stopSell: true } });

    expect(await owed(selling)).toEqual([0, 1, 2].map((i) => ({ hotel: 'pro001', room: 'SK', night: addDays(from, i), state: 'pending' })));
    expect(await owed(other)).toEqual([]);
    expect(await owed(disabled)).toEqual([]);
  });

  it('a booking owes its nights; a second change of a night still pending folds into the same row', async () => {
    const id = await connection(['pro001']);
    const checkIn = dayFromToday(t.clock, 40);
    const member = await newMember(t.app);
    await bookStay(t.app, member.token, { checkIn, checkOut: addDays(checkIn, 2) });
    await bookStay(t.app, member.token, { checkIn, checkOut: addDays(checkIn, 1) });

    expect(await owed(id)).toEqual([
      { hotel: 'pro001', room: 'SK', night: checkIn, state: 'pending' },
      { hotel: 'pro001', room: 'SK', night: addDays(checkIn, 1), state: 'pending' },
    ]);
  });

  it('a night already claimed by the sender gets a new pending row for a later change', async () => {
    const id = await connection(['pro001']);
    const day = dayFromToday(t.clock, 50);
    const where = and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'DT'), eq(roomNights.stayDate, day));
    await t.db.update(roomNights).set({ minStay: 2 }).where(where);
    await t.db.update(channelOutbox).set({ state: 'sending' }).where(eq(channelOutbox.connectionId, id));
    await t.db.update(roomNights).set({ minStay: 3 }).where(where);

    expect((await owed(id)).map((r) => r.state).sort()).toEqual(['pending', 'sending']);
  });

  it('an update that changes nothing a channel reads, a past night and a rolled-back change owe nothing', async () => {
    const id = await connection(['pro001']);
    const day = dayFromToday(t.clock, 60);
    const where = and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'ST'), eq(roomNights.stayDate, day));
    await t.db.update(roomNights).set({ price: sql`${roomNights.price}` }).where(where);
    await t.db.update(roomNights).set({ price: sql`${roomNights.price} + 1` }).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.stayDate, dayFromToday(t.clock, -5))));
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(roomNights).set({ stopSell: true }).where(where);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    expect(await owed(id)).toEqual([]);
  });

  it("a rate plan's price rule owes every night ahead of its hotel; its name does not", async () => {
    const id = await connection(['pro003']);
    const plan = and(eq(ratePlans.hotelCode, 'pro003'), eq(ratePlans.code, 'BAR'));
    await t.db.update(ratePlans).set({ name: sql`${ratePlans.name}` }).where(plan);
    expect(await owed(id)).toEqual([]);

    await t.db.update(ratePlans).set({ priceFactor: sql`${ratePlans.priceFactor} + 5` }).where(plan);
    const [ahead] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(roomNights)
      .where(and(eq(roomNights.hotelCode, 'pro003'), sql`${roomNights.stayDate} >= ${dayFromToday(t.clock, -1)}`));
    const rows = await owed(id);
    expect(rows.length).toBe(ahead!.n);
    expect(rows.length).toBeGreaterThan(300);
    expect(new Set(rows.map((r) => r.hotel))).toEqual(new Set(['pro003']));
  });
});
