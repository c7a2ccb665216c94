import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { discountProblem, searchProblem, type SearchValues } from './search.ts';

const search: SearchValues = {
  needsDestination: true,
  destination: 'pro001',
  cityCode: 'HGH',
  checkIn: '2030-05-01',
  checkOut: '2030-05-02',
  rooms: [{ adultNum: 1, childrenNum: 0 }],
  discountType: '',
  discountCode: '',
  today: '2030-04-01',
};

describe('searchProblem (the search box, zod-free)', () => {
  it('passes a plain search', () => expect(searchProblem(search)).toBeNull());

  it.each([
    ['neither a city nor a hotel when the input is shown', { destination: '', cityCode: '' }, 'destination', MESSAGES.cityRequired],
    ['check-in in the past', { checkIn: '2030-03-31' }, 'dates', SERVER_MESSAGES.checkInPast],
    ['check-out not after check-in', { checkOut: '2030-05-01' }, 'dates', SERVER_MESSAGES.checkOutBeforeCheckIn],
    ['four people in a room', { rooms: [{ adultNum: 2, childrenNum: 2 }] }, 'party', SERVER_MESSAGES.partyInvalid],
    ['a room without an adult', { rooms: [{ adultNum: 0, childrenNum: 1 }] }, 'party', SERVER_MESSAGES.partyInvalid],
    ['a discount code without a type', { discountCode: 'X1' }, 'discount', SERVER_MESSAGES.discountInvalid],
  ])('%s', (_label, change, field, message) => {
    expect(searchProblem({ ...search, ...change })).toEqual({ field, message });
  });

  it('needs no city on a hotel’s own box', () => {
    expect(searchProblem({ ...search, needsDestination: false, destination: '', cityCode: '' })).toBeNull();
  });

  it('takes a city without a hotel (the city search)', () => {
    expect(searchProblem({ ...search, destination: '' })).toBeNull();
  });

  it('still checks the stay of a city search', () => {
    expect(searchProblem({ ...search, destination: '', checkOut: '2030-05-01' })).toEqual({ field: 'dates', message: SERVER_MESSAGES.checkOutBeforeCheckIn });
  });

  it('says in Japanese what to choose', () => {
    expect(MESSAGES.cityRequired).toMatch(/都市/);
  });

  it('takes both discount fields or neither', () => {
    expect(discountProblem('', '')).toBeNull();
    expect(discountProblem('企業', 'Corp2026')).toBeNull();
    expect(discountProblem('企業', ' ')).toBe(SERVER_MESSAGES.discountInvalid);
    expect(discountProblem('会員', 'x')).toBe(SERVER_MESSAGES.discountInvalid);
  });
});
