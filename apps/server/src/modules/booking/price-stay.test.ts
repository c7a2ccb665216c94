import { describe, expect, it } from 'vitest';
import { priceStay, ratePrice } from './price-stay.ts';

describe('ratePrice', () => {
  it('applies the rule off the room-night price, then breakfast', () => {
    expect(ratePrice(1680, { priceFactor: 88, breakfastSupplement: 0 })).toBe(1478);
    expect(ratePrice(1680, { priceFactor: 100, breakfastSupplement: 168, fixedPrice: null })).toBe(1848);
  });

  it('takes a fixed amount per night instead of the rule, whatever the night costs', () => {
    expect(ratePrice(1680, { priceFactor: 88, breakfastSupplement: 100, fixedPrice: 999 })).toBe(1099);
    expect(ratePrice(2400, { priceFactor: 88, breakfastSupplement: 0, fixedPrice: 999 })).toBe(999);
  });

  it('prices a stay night by night', () => {
    const stay = priceStay([{ date: '2026-12-01', price: 1000 }, { date: '2026-12-02', price: 1400 }], { priceFactor: 100, breakfastSupplement: 0, fixedPrice: 800 }, 2);
    expect(stay).toEqual({ nightlyPrices: [{ date: '2026-12-01', price: 800 }, { date: '2026-12-02', price: 800 }], averagePrice: 800, totalAmount: 3200 });
  });
});
