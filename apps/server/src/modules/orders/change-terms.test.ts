import { describe, expect, it } from 'vitest';
import { hotelMoment } from '@hotel/shared/hotel-date';
import { CHANGE_MESSAGES } from '@hotel/shared/messages';
import { changeRefusal, toChangeTerms } from './change-terms.ts';

/** A pay-at-hotel booking arriving 2026-12-14 whose plan allows changes until 18:00 on arrival. */
const order = {
  state: 0,
  payment: 'hotel' as const,
  payResult: 0,
  checkIn: '2026-12-14',
  checkedInAt: null,
  checkedOutAt: null,
  roomsHeld: true,
  changesUntilHours: 0 as number | null,
};
const before = hotelMoment('2026-12-14', '17:59');
const at = hotelMoment('2026-12-14', '18:00');

describe('changeRefusal: which bookings a guest may change (decision 0059)', () => {
  it('until the plan\'s deadline in hotel time, then refused; staff are not bound by it', () => {
    expect(changeRefusal(order, before, 'member')).toBeNull();
    expect(changeRefusal(order, at, 'member')).toBe(CHANGE_MESSAGES.changeDeadlinePassed);
    expect(changeRefusal(order, at, 'staff')).toBeNull();
    const dayBefore = { ...order, changesUntilHours: 24 };
    expect(changeRefusal(dayBefore, hotelMoment('2026-12-13', '17:59'), 'member')).toBeNull();
    expect(changeRefusal(dayBefore, hotelMoment('2026-12-13', '18:00'), 'member')).toBe(CHANGE_MESSAGES.changeDeadlinePassed);
  });

  it('never on a plan without the rule, nor in house; an unpaid prepaid order is paid first, by staff too', () => {
    expect(changeRefusal({ ...order, changesUntilHours: null }, before, 'member')).toBe(CHANGE_MESSAGES.planNeverChanges);
    expect(changeRefusal({ ...order, checkedInAt: before }, before, 'member')).toBe(CHANGE_MESSAGES.checkedIn);
    expect(changeRefusal({ ...order, payment: 'prepaid', payResult: 0 }, before, 'member')).toBe(CHANGE_MESSAGES.payFirst);
    expect(changeRefusal({ ...order, payment: 'prepaid', payResult: 0 }, before, 'staff')).toBe(CHANGE_MESSAGES.payFirst);
    expect(changeRefusal({ ...order, payment: 'prepaid', payResult: 1, state: 1 }, before, 'member')).toBeNull();
  });

  it('cancelled, expired, completed, checked out or holding no rooms: not changeable for anyone', () => {
    for (const over of [{ state: 2 }, { state: 9 }, { state: 10 }, { checkedOutAt: before }, { roomsHeld: false }]) {
      expect(changeRefusal({ ...order, ...over }, before, 'staff'), JSON.stringify(over)).toBe(CHANGE_MESSAGES.notChangeable);
    }
  });
});

describe('toChangeTerms: what the member centre shows', () => {
  it('a changeable order says until when, in hotel time', () => {
    expect(toChangeTerms(order, before)).toEqual({ changeableNow: true, changeTermsText: '2026年12月14日 18:00（現地時間）までご予約内容を変更できます' });
  });

  it('an unpaid prepaid order that may change says so after its payment; a never-changing one says never', () => {
    const unpaid = { ...order, payment: 'prepaid' as const };
    expect(toChangeTerms(unpaid, before)).toEqual({ changeableNow: false, changeTermsText: 'お支払い完了後、2026年12月14日 18:00（現地時間）までご予約内容を変更できます' });
    expect(toChangeTerms({ ...unpaid, changesUntilHours: null }, before)).toEqual({ changeableNow: false, changeTermsText: CHANGE_MESSAGES.planNeverChanges });
    expect(toChangeTerms(unpaid, at)).toEqual({ changeableNow: false, changeTermsText: CHANGE_MESSAGES.changeDeadlinePassed });
  });

  it('a refusal reads as its message; an order that is over says nothing', () => {
    expect(toChangeTerms(order, at)).toEqual({ changeableNow: false, changeTermsText: CHANGE_MESSAGES.changeDeadlinePassed });
    expect(toChangeTerms({ ...order, roomsHeld: false }, before)).toEqual({ changeableNow: false, changeTermsText: CHANGE_MESSAGES.notChangeable });
    expect(toChangeTerms({ ...order, state: 2 }, before)).toEqual({ changeableNow: false, changeTermsText: null });
    expect(toChangeTerms({ ...order, checkedOutAt: at }, at)).toEqual({ changeableNow: false, changeTermsText: null });
  });
});
