import { describe, expect, it } from 'vitest';
import { citySearchHref, hasStayInUrl, initialSearch, searchQuery, storedSearchQuery, type SearchState } from './search-state.ts';

const today = '2026-11-23';
const stored: Partial<SearchState> = {
  roomNum: 1,
  adultNum: 1,
  childrenNum: 2,
  custList: [{ adultNum: 1, childrenNum: 2, childAges: [4, 9] }],
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-03',
  discountType: '',
  discountCode: '',
};

describe('the party has one source: the URL', () => {
  it('a URL stay wins over the stored search, which only adds ages when its totals agree', () => {
    const url = new URLSearchParams('checkIn=2026-12-05&checkOut=2026-12-06&rooms=1&adults=2&children=0');
    const values = initialSearch(url, stored, today);
    expect(values.custList).toEqual([{ adultNum: 2, childrenNum: 0, childAges: [] }]);
    expect(values.checkIn).toBe('2026-12-05');

    const same = initialSearch(new URLSearchParams('checkIn=2026-12-01&checkOut=2026-12-03&rooms=1&adults=1&children=2'), stored, today);
    expect(same.custList).toEqual([{ adultNum: 1, childrenNum: 2, childAges: [4, 9] }]);
  });

  it('a page without a stay in its URL gets the stored search as a query, children included', () => {
    expect(hasStayInUrl(new URLSearchParams(''))).toBe(false);
    expect(storedSearchQuery(stored, today)?.toString()).toBe('checkIn=2026-12-01&checkOut=2026-12-03&rooms=1&adults=1&children=2');
    expect(storedSearchQuery(null, today)).toBeNull();
    expect(storedSearchQuery({ checkInDate: '2026-12-01' }, today)).toBeNull();
  });

  it('a stored stay in the past starts today, with the same party', () => {
    const query = storedSearchQuery({ ...stored, checkInDate: '2026-11-01', checkOutDate: '2026-11-02' }, today)!;
    expect(query.get('checkIn')).toBe(today);
    expect(query.get('checkOut')).toBe('2026-11-24');
    expect(query.get('children')).toBe('2');
  });

  it('the search query carries the discount only with both type and code', () => {
    const values = { checkIn: today, checkOut: '2026-11-24', custList: [{ adultNum: 2, childrenNum: 1, childAges: [3] }], discountType: '団体', discountCode: '' };
    expect(searchQuery(values).has('discountType')).toBe(false);
    expect(searchQuery({ ...values, discountCode: 'G1' }).get('discountCode')).toBe('G1');
    expect(searchQuery(values).get('adults')).toBe('2');
  });
});

describe('citySearchHref (decision 0038)', () => {
  it('writes the city, then the same stay query as the rooms page', () => {
    const values = { checkIn: '2030-05-01', checkOut: '2030-05-03', custList: [{ adultNum: 2, childrenNum: 1, childAges: [5] }], discountType: '', discountCode: '' };
    expect(citySearchHref('HGH', values)).toBe(`/search?city=HGH&${searchQuery(values)}`);
    expect(citySearchHref('HGH', values)).toBe('/search?city=HGH&checkIn=2030-05-01&checkOut=2030-05-03&rooms=1&adults=2&children=1');
  });
});
