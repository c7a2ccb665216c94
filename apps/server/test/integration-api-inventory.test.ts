import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@hotel/db/schema/audit';
import { roomNights } from '@hotel/db/schema/inventory';
import { RATES_MESSAGES, type RatesBulkResult } from '@hotel/shared/schemas/admin/rates';
import { addDays } from '@hotel/shared/hotel-date';
import { INTEGRATION_API_MESSAGES as M } from '@hotel/shared/schemas/integration-api';
import { night } from './helpers/booking.ts';
import { demoStaff } from './helpers/desk.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { integrationCall, makeKey } from './helpers/integration-api.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { ratesBulk } from './helpers/rates.ts';

/**
 * A PMS sets rooms to sell and stop-sell (decision 0065) through the rates grid's bulk edit: the
 * same refusals and messages (never below sold, the horizon, past dates, unknown room types), and
 * each changed night's audit line is the key's, as a staff edit's is the person's.
 */
const t = useMemberApp();
let key: string;
let keyName: string;
let manager: string;

beforeAll(async () => {
  const created = await makeKey(t.app, await demoStaff(t.app, 'admin'), { name: 'PMS 在庫', hotelCodes: ['pro001'], scope: 'write' });
  key = created.secret;
  keyName = created.key.name;
  manager = await demoStaff(t.app, 'manager');
});

const write = (body: Record<string, unknown>) => integrationCall<RatesBulkResult>(t.app, 'POST', '/inventory', key, { body: { hotel: 'pro001', roomTypes: ['DK'], ...body } });
const nightLines = (date: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'room_night'), eq(auditLog.entityId, `DK:${date}`)))
    .orderBy(auditLog.id);

describe('rooms to sell and stop-sell', () => {
  it("sets them, audited as the key's, and says what it changed as the grid does", async () => {
    const from = addDays(t.app.today(), 50);
    const to = addDays(from, 2);
    const response = await write({ from, to, rooms: 4, stopSell: true });
    const result = expectSuccess(response);
    expect(result).toMatchObject({ nightsMatched: 3, nightsChanged: 3 });
    expect(response.body.message).toContain('販売室数 4室');
    for (const date of [from, addDays(from, 1), to]) expect(await night(t.db, 'pro001', 'DK', date)).toMatchObject({ totalRooms: 4, stopSell: true });
    const [line] = await nightLines(from);
    expect(line).toMatchObject({ actor: 'integration', staffId: null, staffEmail: keyName, hotelCode: 'pro001' });

    // Only the weekdays asked for; stop-sell lifted alone.
    const lifted = expectSuccess(await write({ from, to, weekdays: [new Date(`${from}T00:00:00Z`).getUTCDay()], stopSell: false }));
    expect(lifted.nightsChanged).toBe(1);
    expect(await night(t.db, 'pro001', 'DK', from)).toMatchObject({ stopSell: false, totalRooms: 4 });
    expect(await night(t.db, 'pro001', 'DK', to)).toMatchObject({ stopSell: true });

    // A staff edit of the same night still reads as the person's.
    const staffEdit = await ratesBulk(t.app, manager, { hotel: 'pro001', roomTypes: ['DK'], from, to: from, weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { rooms: 6 } });
    expect(staffEdit.status, JSON.stringify(staffEdit.body)).toBe(200);
    expect((await nightLines(from)).at(-1)).toMatchObject({ actor: 'staff', staffEmail: 'manager@demo.felton' });
  });

  it("refuses fewer rooms than sold with the grid's message, and changes nothing", async () => {
    const date = addDays(t.app.today(), 60);
    await write({ from: date, to: date, rooms: 5 });
    await t.db.update(roomNights).set({ soldRooms: 3 }).where(and(eq(roomNights.hotelCode, 'pro001'), eq(roomNights.roomTypeCode, 'DK'), eq(roomNights.stayDate, date)));
    const before = await night(t.db, 'pro001', 'DK', date);
    const refused = await write({ from: date, to: date, rooms: 2, stopSell: true });
    expectFailure(refused, 400);
    expect(refused.body.message).toBe(RATES_MESSAGES.roomsBelowSold([{ date, roomType: 'DK', sold: 3 }]));
    expect(await night(t.db, 'pro001', 'DK', date)).toEqual(before);
  });

  it("refuses the grid's other impossibilities with its messages", async () => {
    const today = t.app.today();
    const cases: [Record<string, unknown>, string][] = [
      [{ from: addDays(today, -1), to: today, rooms: 1 }, RATES_MESSAGES.fromPast],
      [{ from: addDays(today, 3), to: addDays(today, 2), rooms: 1 }, RATES_MESSAGES.toBeforeFrom],
      [{ from: today, to: addDays(today, 400), rooms: 1 }, RATES_MESSAGES.beyondHorizon(addDays(today, 364)).slice(0, 6)],
      [{ roomTypes: ['NOPE'], from: today, to: today, rooms: 1 }, RATES_MESSAGES.roomTypeUnknown('NOPE')],
      [{ from: today, to: today, rooms: -1 }, RATES_MESSAGES.roomsInvalid],
      [{ from: today, to: today }, M.inventoryChangesRequired],
    ];
    for (const [body, message] of cases) {
      const refused = await write(body);
      expectFailure(refused, 400);
      expect(refused.body.message, JSON.stringify(body)).toContain(message);
    }
  });
});
