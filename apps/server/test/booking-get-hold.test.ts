import { describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { HOLD_MINUTES } from '@hotel/shared/constants';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import type { InventoryHold } from '@hotel/shared/schemas/booking';
import { NOT_LOGGED_IN_STATUS_CODE } from '@hotel/shared/schemas/user';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, MINUTE, useMemberApp, withToken } from './helpers/member-app.ts';
import { dayFromToday, guest, holdRooms, newMember, submitOrder } from './helpers/booking.ts';

const t = useMemberApp();

const getHold = (token: string, orderNo: string) =>
  withToken<InventoryHold>(t.app, 'GET', `${endpoints.getHold.path}?${new URLSearchParams({ orderNo })}`, token);

async function heldStay(token: string, days = 3) {
  return expectSuccess(await holdRooms(t.app, token, { checkIn: dayFromToday(t.clock, days), checkOut: dayFromToday(t.clock, days + 1) }));
}

describe('GET /order/getHold (the guest information page without scripts)', () => {
  it('answers the member their own live hold, as checkInventory did', async () => {
    const { token } = await newMember(t.app);
    const hold = await heldStay(token);
    const read = await getHold(token, hold.orderNo);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(expectSuccess(read)).toEqual(hold);
  });

  it('is 401 with statusCode 9999 without a session', async () => {
    const response = await call(t.app, 'GET', `${endpoints.getHold.path}?orderNo=FO1`);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: NOT_LOGGED_IN_STATUS_CODE, message: MESSAGES.notLoggedIn });
  });

  it('is 404 for another member’s hold and for an unknown number, alike', async () => {
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    const hold = await heldStay(owner.token, 4);
    const foreign = await getHold(other.token, hold.orderNo);
    expectFailure(foreign, 404);
    expect(foreign.body.message).toBe(SERVER_MESSAGES.holdNotFound);
    const unknown = await getHold(owner.token, 'FO000000000000000000');
    expectFailure(unknown, 404);
    expect(unknown.body.message).toBe(SERVER_MESSAGES.holdNotFound);
  });

  it('is 410 once the hold has lapsed and 409 once it became an order', async () => {
    const { token } = await newMember(t.app);
    const submitted = await heldStay(token, 5);
    expectSuccess(await submitOrder(t.app, token, guest(submitted.orderNo)));
    const used = await getHold(token, submitted.orderNo);
    expectFailure(used, 409);
    expect(used.body.message).toBe(SERVER_MESSAGES.holdUsed);

    const lapsing = await heldStay(token, 6);
    t.clock.advance(HOLD_MINUTES * MINUTE + 1);
    const lapsed = await getHold(token, lapsing.orderNo);
    expectFailure(lapsed, 410);
    expect(lapsed.body.message).toBe(SERVER_MESSAGES.holdExpired);
  });

  it('refuses a missing orderNo with the booking message', async () => {
    const { token } = await newMember(t.app);
    const response = await getHold(token, '');
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.orderNoRequired);
  });
});
