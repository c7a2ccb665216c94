import { describe, expect, it } from 'vitest';
import { citySortFrom, sortCityHotels, type SortableCityHotel } from './city-search.ts';

const hotel = (code: string, status: SortableCityHotel['status'], toPay?: number) => ({
  code,
  status,
  lowestRate: toPay === undefined ? null : { discountedPrice: toPay },
});

// In the group's order, as the API reads them.
const hotels = [
  hotel('a', 'soldOut'),
  hotel('b', 'available', 2400),
  hotel('c', 'preOpening'),
  hotel('d', 'available', 1800),
  hotel('e', 'available', 2400),
  hotel('f', 'soldOut'),
];

describe('sortCityHotels', () => {
  it('by price: cheapest first, equal prices in the group order, then 満室, then not yet open', () => {
    expect(sortCityHotels(hotels, 'price').map((h) => h.code)).toEqual(['d', 'b', 'e', 'a', 'f', 'c']);
  });

  it('by hotel: the group order among the available, 満室 still after them', () => {
    expect(sortCityHotels(hotels, 'hotel').map((h) => h.code)).toEqual(['b', 'd', 'e', 'a', 'f', 'c']);
  });

  it('leaves its input alone', () => {
    const before = hotels.map((h) => h.code);
    sortCityHotels(hotels, 'price');
    expect(hotels.map((h) => h.code)).toEqual(before);
  });

  it('reads the URL’s sort, defaulting to price', () => {
    expect(citySortFrom('hotel')).toBe('hotel');
    expect(citySortFrom('price')).toBe('price');
    expect(citySortFrom(null)).toBe('price');
    expect(citySortFrom('cheap')).toBe('price');
  });
});
