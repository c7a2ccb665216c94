import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RULES, partsTotal, type TaxRules } from '@hotel/shared/taxes';
import { priceStay, quoteStay, ratePrice } from './price-stay.ts';

const INCLUDED = DEFAULT_TAX_RULES;

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
    const stay = priceStay([{ date: '2026-12-01', price: 1000 }, { date: '2026-12-02', price: 1400 }], { priceFactor: 100, breakfastSupplement: 0, fixedPrice: 800 }, 2, INCLUDED);
    expect(stay).toMatchObject({ nightlyPrices: [{ date: '2026-12-01', price: 800 }, { date: '2026-12-02', price: 800 }], averagePrice: 800, totalAmount: 3200 });
    expect(partsTotal(stay.listCharges)).toBe(3200);
  });
});

describe('quoteStay', () => {
  const nights = [{ date: '2026-12-01', price: 1000 }, { date: '2026-12-02', price: 1001 }];
  const plan = { priceFactor: 100, breakfastSupplement: 0 };

  it('takes the promotion chosen for the list total off it: what the guest pays, in total and per room and night', () => {
    const seen: number[] = [];
    const quote = quoteStay(nights, plan, 2, INCLUDED, (total: number) => (seen.push(total), { id: 7, name: '連泊割', label: '10%OFF', amount: Math.floor(total / 10) }));
    expect(seen).toEqual([4002]);
    expect(quote).toMatchObject({ totalAmount: 4002, discountAmount: 400, actualAmount: 3602, averageToPay: 901, promotion: { id: 7, amount: 400 } });
  });

  it('without a promotion the guest pays the list total; a promotion never takes off more than the total', () => {
    expect(quoteStay(nights, plan, 1, INCLUDED, () => null)).toMatchObject({ totalAmount: 2001, discountAmount: 0, actualAmount: 2001, averageToPay: 1001, promotion: null });
    expect(quoteStay(nights, plan, 1, INCLUDED, () => ({ id: 1, name: 'x', label: 'x', amount: 5000 }))).toMatchObject({ discountAmount: 2001, actualAmount: 0 });
  });
});

describe('quoteStay with service and VAT (decision 0068)', () => {
  const nights = [{ date: '2026-12-01', price: 1000 }, { date: '2026-12-02', price: 1001 }, { date: '2026-12-03', price: 999 }];
  const plan = { priceFactor: 100, breakfastSupplement: 0 };
  const exclusive = (rounding: TaxRules['rounding']): TaxRules => ({ serviceBp: 1000, vatBp: 600, order: 'service_then_vat', rounding, ratesInclude: false });

  it('rates that include them are sold as stored, their parts taken out of the total', () => {
    const quote = quoteStay(nights, plan, 2, INCLUDED, () => null);
    expect(quote.totalAmount).toBe(6000);
    // Per room 3,000 = 2,573 + 257 + 170, for two rooms.
    expect(quote.charges).toEqual({ room: 5146, service: 514, vat: 340 });
  });

  it('rates without them get service, then VAT on room and service, night by night', () => {
    const quote = quoteStay(nights, plan, 1, exclusive('night'), () => null);
    // 1000 → 100 service, 66 VAT; 1001 → 100, 66.06; 999 → 100 (99.9), 65.94.
    expect(quote.nightlyPrices.map((n) => n.price)).toEqual([1166, 1167, 1165]);
    expect(quote.charges).toEqual({ room: 3000, service: 300, vat: 198 });
    expect(quote.totalAmount).toBe(3498);
  });

  it('rounded once for the stay, the nights still add up to the total (the remainder on the first night)', () => {
    const quote = quoteStay([{ date: '2026-12-01', price: 333 }, { date: '2026-12-02', price: 333 }, { date: '2026-12-03', price: 333 }], plan, 1, exclusive('stay'), () => null);
    expect(quote.totalAmount).toBe(1165);
    expect(quote.nightlyPrices.map((n) => n.price)).toEqual([389, 388, 388]);
    expect(partsTotal(quote.charges)).toBe(1165);
  });

  it('a promotion comes off the parts in proportion; they still add up to what the guest pays', () => {
    const quote = quoteStay(nights, plan, 1, exclusive('night'), (total) => ({ id: 1, name: '連泊割', label: '10%OFF', amount: Math.floor(total / 10) }));
    expect(quote.actualAmount).toBe(3498 - 349);
    expect(partsTotal(quote.charges)).toBe(quote.actualAmount);
    expect(quote.charges.room).toBeLessThan(3000);
  });

  it('kept nights keep their price and the rules they were sold under; new nights get today’s', () => {
    const fixed = { prices: new Map([['2026-12-01', 1200]]), rules: INCLUDED };
    const quote = quoteStay(nights, plan, 1, exclusive('night'), () => null, fixed);
    expect(quote.nightlyPrices.map((n) => n.price)).toEqual([1200, 1167, 1165]);
    expect(partsTotal(quote.listCharges)).toBe(1200 + 1167 + 1165);
  });
});
