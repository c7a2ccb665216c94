import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages.ts';
import { NO_RESTRICTIONS, RESTRICTIONS } from './restrictions.ts';

const minStayMessage = RESTRICTIONS.minStay.message;
const maxStayMessage = RESTRICTIONS.maxStay.message;
import { stayRestrictionProblem, type NightRestrictions } from './stay-restrictions.ts';

const open = (stayDate: string, set: Partial<NightRestrictions> = {}): NightRestrictions => ({ stayDate, ...NO_RESTRICTIONS, ...set });

/** Rows for 2027-03-01 to 2027-03-05 (both included), the one on `date` with `set`. */
function week(date: string, set: Partial<NightRestrictions>): NightRestrictions[] {
  return ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'].map((d) => (d === date ? open(d, set) : open(d)));
}

describe('stayRestrictionProblem', () => {
  it('allows a stay without restrictions, and one without rows', () => {
    expect(stayRestrictionProblem('2027-03-01', '2027-03-03', week('2027-03-02', {}))).toBeNull();
    expect(stayRestrictionProblem('2027-03-01', '2027-03-03', [])).toBeNull();
  });

  it('stop-sell forbids every stay through the night, not one leaving that morning', () => {
    const rows = week('2027-03-03', { stopSell: true });
    expect(stayRestrictionProblem('2027-03-01', '2027-03-04', rows)).toBe(SERVER_MESSAGES.stopSell);
    expect(stayRestrictionProblem('2027-03-03', '2027-03-04', rows)).toBe(SERVER_MESSAGES.stopSell);
    expect(stayRestrictionProblem('2027-03-01', '2027-03-03', rows)).toBeNull();
    expect(stayRestrictionProblem('2027-03-04', '2027-03-05', rows)).toBeNull();
  });

  it('closed to arrival forbids starting that day, not passing through it', () => {
    const rows = week('2027-03-02', { closedToArrival: true });
    expect(stayRestrictionProblem('2027-03-02', '2027-03-03', rows)).toBe(SERVER_MESSAGES.closedToArrival);
    expect(stayRestrictionProblem('2027-03-01', '2027-03-04', rows)).toBeNull();
  });

  it('closed to departure forbids ending that day, not staying through it', () => {
    const rows = week('2027-03-03', { closedToDeparture: true });
    expect(stayRestrictionProblem('2027-03-01', '2027-03-03', rows)).toBe(SERVER_MESSAGES.closedToDeparture);
    expect(stayRestrictionProblem('2027-03-01', '2027-03-04', rows)).toBeNull();
    expect(stayRestrictionProblem('2027-03-03', '2027-03-04', rows)).toBeNull();
  });

  it('min and max length of stay count on the arrival night only', () => {
    const min = week('2027-03-02', { minStay: 2 });
    expect(stayRestrictionProblem('2027-03-02', '2027-03-03', min)).toBe(minStayMessage(2));
    expect(stayRestrictionProblem('2027-03-02', '2027-03-04', min)).toBeNull();
    expect(stayRestrictionProblem('2027-03-01', '2027-03-03', min)).toBeNull();
    const max = week('2027-03-01', { maxStay: 2 });
    expect(stayRestrictionProblem('2027-03-01', '2027-03-04', max)).toBe(maxStayMessage(2));
    expect(stayRestrictionProblem('2027-03-01', '2027-03-03', max)).toBeNull();
    expect(stayRestrictionProblem('2027-03-02', '2027-03-05', max)).toBeNull();
  });

  it('a minimum stay through holds on every night stayed: the stay lasts at least the largest (decision 0056)', () => {
    const rows = week('2027-03-03', { minStayThrough: 3 });
    const message = RESTRICTIONS.minStayThrough.message;
    expect(message(3)).toBe('ご指定の日程には3泊以上のご予約のみ承っている日が含まれます');
    expect(stayRestrictionProblem('2027-03-03', '2027-03-04', rows)).toBe(message(3));
    expect(stayRestrictionProblem('2027-03-02', '2027-03-04', rows)).toBe(message(3));
    expect(stayRestrictionProblem('2027-03-01', '2027-03-04', rows)).toBeNull();
    expect(stayRestrictionProblem('2027-03-03', '2027-03-06', rows)).toBeNull();
    // Leaving the morning of that date does not stay its night.
    expect(stayRestrictionProblem('2027-03-02', '2027-03-03', rows)).toBeNull();
    // Two nights with their own values: the largest is the stay's minimum.
    const two = [open('2027-03-01'), open('2027-03-02', { minStayThrough: 2 }), open('2027-03-03', { minStayThrough: 4 }), open('2027-03-04'), open('2027-03-05')];
    expect(stayRestrictionProblem('2027-03-02', '2027-03-05', two)).toBe(message(4));
    expect(stayRestrictionProblem('2027-03-01', '2027-03-05', two)).toBeNull();
  });

  it('says the strictest minimum the stay misses, on arrival or through', () => {
    const rows = [open('2027-03-01', { minStay: 2 }), open('2027-03-02', { minStayThrough: 4 }), open('2027-03-03'), open('2027-03-04'), open('2027-03-05')];
    expect(stayRestrictionProblem('2027-03-01', '2027-03-02', rows)).toBe(minStayMessage(2));
    expect(stayRestrictionProblem('2027-03-01', '2027-03-03', rows)).toBe(RESTRICTIONS.minStayThrough.message(4));
    const arrivalStricter = [open('2027-03-01', { minStay: 5, minStayThrough: 2 }), open('2027-03-02')];
    expect(stayRestrictionProblem('2027-03-01', '2027-03-02', arrivalStricter)).toBe(minStayMessage(5));
    // Closed to arrival still comes before any length.
    expect(stayRestrictionProblem('2027-03-01', '2027-03-02', [open('2027-03-01', { closedToArrival: true, minStayThrough: 3 })])).toBe(SERVER_MESSAGES.closedToArrival);
  });

  it('says stop-sell before the other reasons', () => {
    const rows = [open('2027-03-01', { stopSell: true, closedToArrival: true, minStay: 3 }), open('2027-03-02', { closedToDeparture: true })];
    expect(stayRestrictionProblem('2027-03-01', '2027-03-02', rows)).toBe(SERVER_MESSAGES.stopSell);
  });
});
