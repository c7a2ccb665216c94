import { describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '../hotel-date.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { orderChangeBody } from '../schemas/order-change.ts';
import { ORDER_CHANGE_PAGE_MESSAGES, roomPlanValue } from './order-change-fields.ts';
import { orderChangeForm, toOrderChangeBody } from './order-change.ts';
import { checkForm } from './parse-form.ts';

const checkIn = addDays(hotelToday(), 20);
const posted = { checkIn, checkOut: addDays(checkIn, 2), roomQty: '1', adultNum: '2', childrenNum: '0', room: roomPlanValue('SK', 'BAR'), intent: 'quote' };

describe('orderChangeForm (the change page, decision 0059)', () => {
  it('turns the posted stay into the quote and change body, which the API accepts', () => {
    const result = checkForm(orderChangeForm, posted);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = toOrderChangeBody(42, result.data);
    expect(body).toEqual({ orderId: 42, checkIn, checkOut: addDays(checkIn, 2), roomQty: 1, adultNum: 2, childrenNum: 0, roomTypeCode: 'SK', rateCode: 'BAR' });
    expect(orderChangeBody.safeParse(body).success).toBe(true);
  });

  it.each([
    ['a check-in in the past', { checkIn: addDays(hotelToday(), -1) }, { checkIn: SERVER_MESSAGES.checkInPast }],
    ['a check-out on the check-in', { checkOut: checkIn }, { checkOut: SERVER_MESSAGES.checkOutBeforeCheckIn }],
    ['31 nights', { checkOut: addDays(checkIn, 31) }, { checkOut: SERVER_MESSAGES.stayTooLong }],
    ['no date', { checkIn: '' }, { checkIn: SERVER_MESSAGES.checkInInvalid }],
    ['more rooms than adults', { roomQty: '3' }, { adultNum: SERVER_MESSAGES.partyInvalid }],
    ['11 rooms', { roomQty: '11' }, { roomQty: SERVER_MESSAGES.roomNumInvalid }],
    ['no room and plan chosen', { room: undefined }, { room: ORDER_CHANGE_PAGE_MESSAGES.roomPlanRequired }],
    ['a room without a plan', { room: 'SK|' }, { room: ORDER_CHANGE_PAGE_MESSAGES.roomPlanRequired }],
  ])('%s → its message at its field', (_label, change, errors) => {
    const result = checkForm(orderChangeForm, { ...posted, ...change });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});
