import { describe, expect, it } from 'vitest';
import { hotelMoment } from '@hotel/shared/hotel-date';
import { cancelTermsNow } from './cancel-terms.ts';
import { stayCharge } from './stay-charge.ts';

/** A pay-at-hotel order of 2 rooms × 2 nights at 500 a room-night, arriving 2026-12-14. */
const order = {
  state: 0,
  checkIn: '2026-12-14',
  checkedInAt: null,
  payment: 'hotel' as const,
  payResult: 0,
  isFreeCancel: true,
  freeCancelHours: 0,
  totalAmount: 2000,
  actualAmount: 2000,
  nights: 2,
  roomQty: 2,
};

describe('stayCharge: what the front desk may charge on a cancellation or no-show', () => {
  it('a rate free until 18:00 on arrival: nothing before, the first night of every room from then', () => {
    expect(stayCharge(order, hotelMoment('2026-12-14', '17:59'), 500)).toEqual({ charge: 0, rule: 'ご到着日の18:00まで無料' });
    expect(stayCharge(order, hotelMoment('2026-12-14', '18:00'), 500)).toEqual({ charge: 1000, rule: 'ご到着日の18:00以降: 1泊目の室料' });
  });

  it('a rate free until 20 hours before: the deadline is the day before at 22:00, the one the guest was shown', () => {
    const early = { ...order, freeCancelHours: 20 };
    expect(stayCharge(early, hotelMoment('2026-12-13', '21:59'), 500).charge).toBe(0);
    const late = stayCharge(early, hotelMoment('2026-12-13', '22:00'), 500);
    expect(late).toEqual({ charge: 1000, rule: 'ご到着前日の22:00以降: 1泊目の室料' });
  });

  it('agrees with the guest\'s terms on both sides of every deadline', () => {
    for (const freeCancelHours of [0, 20, 72]) {
      const terms = { ...order, freeCancelHours };
      const deadline = cancelTermsNow(terms, hotelMoment('2026-12-01', '00:00'), 500).deadline!;
      for (const at of [new Date(deadline.getTime() - 60_000), deadline]) {
        expect(stayCharge(terms, at, 500).charge, `${freeCancelHours} h, ${at.toISOString()}`).toBe(cancelTermsNow(terms, at, 500).feeNow);
      }
    }
  });

  it('a non-refundable rate keeps everything; an unpaid prepaid order costs nothing', () => {
    expect(stayCharge({ ...order, isFreeCancel: false }, hotelMoment('2026-12-01', '00:00'), 500).charge).toBe(2000);
    expect(stayCharge({ ...order, payment: 'prepaid' }, hotelMoment('2026-12-15', '00:00'), 500).charge).toBe(0);
  });

  it('a discounted stay charges the first night at the discounted price, rounded down, for the desk and the guest alike', () => {
    // 2,000 less a 15% promotion (300) and a 100 coupon: the guest pays 1,600 of 2,000, so 80% of each night.
    const discounted = { ...order, actualAmount: 1600 };
    const late = hotelMoment('2026-12-14', '18:00');
    expect(stayCharge(discounted, late, 500)).toEqual({ charge: 800, rule: 'ご到着日の18:00以降: 1泊目の室料（割引後）' });
    expect(cancelTermsNow(discounted, late, 500).feeNow).toBe(800);
    // 1,333 of 2,000: 666.5 for the night's 1,000, rounded down.
    expect(stayCharge({ ...order, actualAmount: 1333 }, late, 500).charge).toBe(666);
    // Never more than what the stay costs the guest.
    expect(stayCharge({ ...order, nights: 1, totalAmount: 1000, actualAmount: 100 }, late, 500).charge).toBe(100);
  });
});
