import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeCancelDeadline } from '@hotel/shared/cancel-policy';
import { hotelMoment } from '@hotel/shared/hotel-date';
import { changeMoney, type ChangeFacts } from './change-money.ts';

/** A prepaid, paid order of 1 room × 3 nights at 500, free to cancel until 18:00 on 2026-12-14. */
const order = {
  checkIn: '2026-12-14',
  payment: 'prepaid' as const,
  payResult: 1,
  isFreeCancel: true,
  freeCancelHours: 0,
  totalAmount: 1500,
  actualAmount: 1500,
  nights: 3,
  roomQty: 1,
};
const before = hotelMoment('2026-12-14', '17:59');
const after = hotelMoment('2026-12-14', '18:00');
const shorter: ChangeFacts = { newActual: 1000, removedValue: 500, firstNight: 500, chargedBefore: false };

describe('changeMoney: the money of a changed booking', () => {
  it('a dearer stay: a paid order pays the difference now, an unpaid one owes its new amount', () => {
    const dearer = { ...shorter, newActual: 2100, removedValue: 0 };
    expect(changeMoney(order, dearer, after)).toMatchObject({ newAmount: 2100, difference: 600, toPay: 600, refund: 0, charge: 0 });
    expect(changeMoney({ ...order, payment: 'hotel', payResult: 0 }, dearer, after)).toMatchObject({ newAmount: 2100, toPay: 0, refund: 0 });
  });

  it('a shorter stay before the deadline gives the whole difference back', () => {
    expect(changeMoney(order, shorter, before)).toEqual({ newAmount: 1000, difference: -500, toPay: 0, refund: 500, charge: 0, rule: 'ご到着日の18:00まで: 差額を全額返金' });
  });

  it('after the deadline it keeps the first night, never more than the removed nights were worth', () => {
    expect(changeMoney(order, shorter, after)).toMatchObject({ newAmount: 1500, refund: 0, charge: 500 });
    // Two nights removed (1000) keep one night's charge and give 500 back.
    expect(changeMoney(order, { ...shorter, newActual: 500, removedValue: 1000 }, after)).toMatchObject({ newAmount: 1000, refund: 500, charge: 500 });
    // A cheaper room for the same nights removes no night, so nothing of the difference is kept.
    expect(changeMoney(order, { ...shorter, newActual: 1200, removedValue: 0 }, after)).toMatchObject({ refund: 300, charge: 0 });
  });

  it('charges once per booking, keeps everything on a non-refundable plan and nothing of an unpaid prepaid order', () => {
    expect(changeMoney(order, { ...shorter, chargedBefore: true }, after)).toMatchObject({ refund: 500, charge: 0 });
    expect(changeMoney({ ...order, isFreeCancel: false }, shorter, before)).toMatchObject({ refund: 0, charge: 500, newAmount: 1500 });
    expect(changeMoney({ ...order, payResult: 0 }, shorter, after)).toMatchObject({ refund: 0, charge: 0, newAmount: 1000 });
  });

  it('a pay-at-hotel stay shortened late owes the charge at the hotel instead of a refund', () => {
    expect(changeMoney({ ...order, payment: 'hotel', payResult: 0 }, shorter, after)).toMatchObject({ newAmount: 1500, refund: 0, charge: 500 });
  });

  it('for any change, the money adds up and the charge stays within its bounds', () => {
    const orders = fc.record({
      payment: fc.constantFrom('prepaid' as const, 'hotel' as const),
      payResult: fc.constantFrom(0, 1),
      isFreeCancel: fc.boolean(),
      freeCancelHours: fc.integer({ min: 0, max: 72 }),
      actualAmount: fc.integer({ min: 1, max: 50_000 }),
      nights: fc.integer({ min: 1, max: 14 }),
      roomQty: fc.integer({ min: 1, max: 5 }),
    });
    const facts = fc.record({
      newActual: fc.integer({ min: 0, max: 60_000 }),
      removedValue: fc.integer({ min: 0, max: 50_000 }),
      firstNight: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
      chargedBefore: fc.boolean(),
    });
    fc.assert(
      fc.property(orders, facts, fc.boolean(), (o, f, late) => {
        const booked = { ...o, checkIn: '2026-12-14', totalAmount: o.actualAmount };
        const deadline = freeCancelDeadline(booked.checkIn, booked.freeCancelHours).getTime();
        const money = changeMoney(booked, f, new Date(late ? deadline : deadline - 60_000));
        const reduction = Math.max(0, booked.actualAmount - f.newActual);
        expect(money.charge).toBeGreaterThanOrEqual(0);
        expect(money.charge).toBeLessThanOrEqual(reduction);
        if (booked.isFreeCancel) expect(money.charge).toBeLessThanOrEqual(f.removedValue);
        if (f.chargedBefore || (booked.isFreeCancel && !late)) expect(money.charge).toBe(0);
        expect(money.newAmount).toBe(f.newActual + money.charge);
        expect(money.difference).toBe(money.newAmount - booked.actualAmount);
        // What the guest paid is what the order is now worth, plus what comes back, plus what is still to pay.
        if (booked.payResult === 1) expect(booked.actualAmount + money.toPay - money.refund).toBe(money.newAmount);
        else expect([money.refund, money.toPay]).toEqual([0, 0]);
      }),
    );
  });
});
