import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargesOnRoom, DEFAULT_TAX_RULES, partsTotal, splitIncluded, takeOff, taxNights, type TaxRules } from './taxes.ts';

const rules = fc.record<TaxRules>({
  serviceBp: fc.integer({ min: 0, max: 3000 }),
  vatBp: fc.integer({ min: 0, max: 3000 }),
  order: fc.constantFrom('service_then_vat', 'both_on_room'),
  rounding: fc.constantFrom('night', 'stay'),
  ratesInclude: fc.boolean(),
});

describe('service and VAT (decision 0068)', () => {
  it('the default rules leave a rate as it is and take 室料 / サービス料 / 増値税 out of it', () => {
    expect(taxNights([1680, 1680], DEFAULT_TAX_RULES).nights).toEqual([1680, 1680]);
    expect(splitIncluded(1166, DEFAULT_TAX_RULES)).toEqual({ room: 1000, service: 100, vat: 66 });
  });

  it('both on the room: each rate on the room alone', () => {
    expect(chargesOnRoom(1000, { ...DEFAULT_TAX_RULES, order: 'both_on_room' })).toEqual({ room: 1000, service: 100, vat: 60 });
  });

  it('for any rules and rates, the nights add up to the parts, and the parts to the total', () => {
    fc.assert(
      fc.property(rules, fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 14 }), (r, rates) => {
        const taxed = taxNights(rates, r);
        expect(taxed.nights).toHaveLength(rates.length);
        expect(taxed.nights.reduce((s, n) => s + n, 0)).toBe(partsTotal(taxed.parts));
        for (const n of taxed.nights) expect(n).toBeGreaterThanOrEqual(0);
        if (r.ratesInclude) expect(taxed.nights).toEqual(rates);
        else expect(taxed.parts.room).toBe(rates.reduce((s, n) => s + n, 0));
      }),
    );
  });

  it('an included amount splits into non-negative parts that add up to it', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 1_000_000 }), (r, amount) => {
        const parts = splitIncluded(amount, r);
        expect(partsTotal(parts)).toBe(amount);
        expect(Math.min(parts.room, parts.service, parts.vat)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a discount comes off in proportion and never below zero', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 200_000 }), (r, amount, discount) => {
        const after = takeOff(splitIncluded(amount, r), discount);
        expect(partsTotal(after)).toBe(Math.max(0, amount - discount));
        expect(Math.min(after.room, after.service, after.vat)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
