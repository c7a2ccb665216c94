import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roomHolds } from '@hotel/db/schema/holds';
import { orders } from '@hotel/db/schema/orders';
import { endpoints } from '@hotel/shared/api/endpoints';
import { partyTooLargeMessage } from '@hotel/shared/messages';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { dayFromToday, guest, holdRooms, newMember, night, submitOrder } from './helpers/booking.ts';
import { expectFailure } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp();

const nights = () => ({ checkIn: dayFromToday(t.clock, 12), checkOut: dayFromToday(t.clock, 13) });

async function search(party: { roomNum: number; adultNum: number; childrenNum: number }) {
  const { checkIn, checkOut } = nights();
  const response = await call<RoomWithRates[]>(t.app, 'POST', endpoints.getRoomAndRate.path, {
    body: { HotelCode: 'pro001', CheckIn: checkIn, CheckOut: checkOut, ...party },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return new Map(response.body.data.map((room) => [room.rtCode, room]));
}

describe('a party must fit the room type (max_occupancy per room)', () => {
  it('search offers no rate for a room type the party does not fit, and says how many rooms it needs', async () => {
    const rooms = await search({ roomNum: 1, adultNum: 3, childrenNum: 0 });
    const king = rooms.get('SK')!;
    expect(king.maxOccupancy).toBe(2);
    expect(king.rateList).toEqual([]);
    expect(king.partyNotice).toBe(partyTooLargeMessage(2, 2));
    expect(king.partyNotice).toContain('2室以上が必要です');
    const twin = rooms.get('ST')!;
    expect(twin.maxOccupancy).toBe(3);
    expect(twin.rateList.length).toBeGreaterThan(0);
    expect(twin.partyNotice).toBeNull();

    const two = await search({ roomNum: 1, adultNum: 2, childrenNum: 0 });
    expect(two.get('SK')!.rateList.length).toBeGreaterThan(0);
    const inTwoRooms = await search({ roomNum: 2, adultNum: 3, childrenNum: 0 });
    expect(inTwoRooms.get('SK')!.rateList.length).toBeGreaterThan(0);
  });

  it('says when no number of rooms works (one adult with two children in king rooms)', async () => {
    const rooms = await search({ roomNum: 1, adultNum: 1, childrenNum: 2 });
    expect(rooms.get('SK')!.partyNotice).toBe(partyTooLargeMessage(2, null));
    expect(rooms.get('ST')!.rateList.length).toBeGreaterThan(0);
  });

  it('the hold refuses it with 400 and the message, holding nothing', async () => {
    const { token } = await newMember(t.app);
    const stay = nights();
    const before = await night(t.db, 'pro001', 'SK', stay.checkIn);
    const refused = await call(t.app, 'POST', endpoints.checkInventory.path, {
      headers: { usertoken: token },
      body: { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 3, childrenNum: 0, ...stay },
    });
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(partyTooLargeMessage(2, 2));
    expect((await night(t.db, 'pro001', 'SK', stay.checkIn)).soldRooms).toBe(before.soldRooms);

    const twoRooms = await call<{ orderNo: string; adultNum: number; childrenNum: number }>(t.app, 'POST', endpoints.checkInventory.path, {
      headers: { usertoken: token },
      body: { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 2, adultNum: 3, childrenNum: 1, ...stay },
    });
    expect(twoRooms.status, JSON.stringify(twoRooms.body)).toBe(200);
    expect(twoRooms.body.data).toMatchObject({ adultNum: 3, childrenNum: 1 });
  });

  it('submitting a party that does not fit the held rooms is refused and the hold stays usable', async () => {
    const { token } = await newMember(t.app);
    const hold = await holdRooms(t.app, token, { ...nights(), roomTypeCode: 'SK' });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    const orderNo = hold.body.data.orderNo;

    const refused = await submitOrder(t.app, token, guest(orderNo, { adultNum: 3 }));
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(partyTooLargeMessage(2, 2));
    const [held] = await t.db.select({ status: roomHolds.status }).from(roomHolds).where(eq(roomHolds.orderNo, orderNo));
    expect(held?.status).toBe('held');

    const accepted = await submitOrder(t.app, token, guest(orderNo, { adultNum: 2 }));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const [order] = await t.db
      .select({ adultNum: orders.adultNum, childrenNum: orders.childrenNum })
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo)));
    expect(order).toEqual({ adultNum: 2, childrenNum: 0 });
  });
});
