import { and, eq, gt, inArray, lte, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@hotel/db/schema/orders';
import { HOTEL_CODES } from '@hotel/shared/constants';
import { hotelToday } from '@hotel/shared/hotel-date';
import { brokenNights, moneyViolations } from '../../../tests/reliability/lib/invariants.ts';
import { demoStaff, desk } from './helpers/desk.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { asStaff } from './helpers/staff-admin.ts';
import { adminCall } from './helpers/staff-app.ts';

const t = useMemberApp();

/** The demo hotels that sell rooms today (pro009 opens later). */
const OPEN_HOTELS = HOTEL_CODES.filter((code) => code !== 'pro009');

describe('the demo database (decision 0048)', () => {
  it("gives every hotel's dashboard numbers that agree: tonight's rooms are the in-house guests staying on plus today's arrivals, and they bring revenue", async () => {
    const admin = await demoStaff(t.app, 'admin');
    const today = hotelToday(t.clock.now());
    for (const hotel of OPEN_HOTELS) {
      const response = await desk(t.app, admin, 'GET', '/dashboard', { hotel });
      expect(response.status).toBe(200);
      const board = response.body.data;
      expect(board.tonight.sold, hotel).toBeGreaterThan(0);
      expect(board.arrivals, hotel).toBeGreaterThan(0);
      expect(board.inHouse, hotel).toBeGreaterThan(0);
      // Every stay around today is one room; today's departures are still in house, today's arrivals not yet.
      expect(board.tonight.sold, hotel).toBe(board.inHouse - board.departures + board.arrivals);
      const [staying] = await t.db
        .select({ rooms: sum(orders.roomQty) })
        .from(orders)
        .where(and(eq(orders.hotelCode, hotel), inArray(orders.state, [0, 1]), lte(orders.checkIn, today), gt(orders.checkOut, today)));
      expect(board.tonight.sold, hotel).toBe(Number(staying?.rooms ?? 0));
      for (const day of board.days) {
        if (day.sold > 0) expect(day.revenue, `${hotel} ${day.date}`).toBeGreaterThan(0);
      }
    }
  });

  it('backs every room sold with an order, and every QR-paid order with its payment', async () => {
    expect(await brokenNights(t.db)).toEqual([]);
    expect(await moneyViolations(t.db)).toEqual({});
  });

  it('has an audit log written as the staff write it: a price change, check-ins and a note', async () => {
    const admin = await demoStaff(t.app, 'admin');
    const response = await adminCall<{ items: { action: string; entity: string; entityId: string; hotelCode: string | null }[]; total: number }>(t.app, 'GET', '/audit', { ...asStaff(admin) });
    expect(response.status).toBe(200);
    const lines = response.body.data.items;
    expect(lines.map((l) => `${l.entity}:${l.action}`)).toEqual(expect.arrayContaining(['room_night:update', 'order:check_in', 'order:note']));
    // A check-in line names an order that is checked in.
    const checkIn = lines.find((l) => l.action === 'check_in')!;
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, checkIn.entityId));
    expect(order?.checkedInAt).not.toBeNull();
  });
});
