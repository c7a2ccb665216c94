import { describe, expect, it } from 'vitest';
import { priceStay, quoteStay, ratePrice } from './price-stay.ts';

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

describe('quoteStay', () => {
  const nights = [{ date: '2026-12-01', price: 1000 }, { date: '2026-12-02', price: 1001 }];
  const plan = { priceFactor: 100, breakfastSupplement: 0 };

  it('takes the promotion chosen for the list total off it: what the guest pays, in total and per room and night', () => {
    const seen: number[] = [];
    const quote = quoteStay(nights, plan, 2, (total) => (seen.push(total), { id: 7, name: '連泊割', label: '10%OFF', amount: Math.floor(total / 10) }));
    expect(seen).toEqual([4002]);
    expect(quote).toMatchObject({ totalAmount: 4002, discountAmount: 400, actualAmount: 3602, averageToPay: 901, promotion: { id: 7, amount: 400 } });
  });

  it('without a promotion the guest pays the list total; a promotion never takes off more than the total', () => {
    expect(quoteStay(nights, plan, 1, () => null)).toMatchObject({ totalAmount: 2001, discountAmount: 0, actualAmount: 2001, averageToPay: 1001, promotion: null });
    expect(quoteStay(nights, plan, 1, () => ({ id: 1, name: 'x', label: 'x', amount: 5000 }))).toMatchObject({ discountAmount: 2001, actualAmount: 0 });
  });
});
