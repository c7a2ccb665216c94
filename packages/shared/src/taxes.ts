/**
 * Service charge and VAT (issue 28, decision 0068). Every price a guest sees is the total with
 * both included (総額表示); a hotel says what its stored rates already include. Amounts are whole
 * CNY; rates are hundredths of a percent (1000 = 10 %), so the arithmetic stays in integers.
 */

/** 'service_then_vat': VAT is charged on the room and the service charge (the usual in China); 'both_on_room': each on the room alone. */
export const TAX_ORDERS = ['service_then_vat', 'both_on_room'] as const;
export type TaxOrder = (typeof TAX_ORDERS)[number];

/** Rounding to 1元 for each night, or once for the stay (its remainder placed on the first night). */
export const TAX_ROUNDINGS = ['night', 'stay'] as const;
export type TaxRounding = (typeof TAX_ROUNDINGS)[number];

export interface TaxRules {
  serviceBp: number;
  vatBp: number;
  order: TaxOrder;
  rounding: TaxRounding;
  /** True: the stored rates are already the guest's total (the default; the seeded hotels' amounts). */
  ratesInclude: boolean;
}

/** A hotel that never set its rules: 10 % service, 6 % VAT on accommodation, both already in the rates. */
export const DEFAULT_TAX_RULES: TaxRules = { serviceBp: 1000, vatBp: 600, order: 'service_then_vat', rounding: 'night', ratesInclude: true };

/** The highest rate a hotel may enter (a typo guard, not a legal limit). */
export const TAX_BP_MAX = 3000;

/** What a guest's total is made of: 室料 / サービス料 / 増値税. Always adds up to the total. */
export interface ChargeParts {
  room: number;
  service: number;
  vat: number;
}

/** The label every guest-facing total carries. */
export const TAX_INCLUDED_LABEL = '税・サービス料込';

export const CHARGE_PART_LABELS: Record<keyof ChargeParts, string> = { room: '室料', service: 'サービス料', vat: '増値税' };

const ONE = 10_000;

/** Half up, for non-negative integers divided by a positive integer. */
const divRound = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

/** The total with service and VAT as a fraction num / den of the room amount. */
function factor(rules: TaxRules): { num: number; den: number } {
  return rules.order === 'service_then_vat'
    ? { num: (ONE + rules.serviceBp) * (ONE + rules.vatBp), den: ONE * ONE }
    : { num: ONE + rules.serviceBp + rules.vatBp, den: ONE };
}

/** Service and VAT added to a room amount, each rounded to 1元. */
export function chargesOnRoom(room: number, rules: TaxRules): ChargeParts {
  const service = divRound(room * rules.serviceBp, ONE);
  const vatBase = rules.order === 'service_then_vat' ? room + service : room;
  return { room, service, vat: divRound(vatBase * rules.vatBp, ONE) };
}

export const partsTotal = (p: ChargeParts) => p.room + p.service + p.vat;

/**
 * An amount that already includes service and VAT, taken apart: the room is the amount divided by
 * the rules' factor, the service charge is computed on it, and VAT is what is left, so the parts
 * always add up to the amount.
 */
export function splitIncluded(amount: number, rules: TaxRules): ChargeParts {
  const { num, den } = factor(rules);
  const room = Math.min(amount, divRound(amount * den, num));
  const service = Math.min(amount - room, divRound(room * rules.serviceBp, ONE));
  return { room, service, vat: amount - room - service };
}

export interface TaxedNights {
  /** The guest's price of each night, per room, service and VAT included. */
  nights: number[];
  /** What those nights are made of, per room; adds up to the nights' sum. */
  parts: ChargeParts;
}

/**
 * The rate of each night (as stored) made into what a guest pays per room. Rates that include
 * taxes pass unchanged. Otherwise each night gets its service and VAT (rounding 'night'), or the
 * stay's total is computed once and shared out in proportion, the rounding remainder on the
 * first night (rounding 'stay'), so the nights always add up to the total.
 */
export function taxNights(rates: readonly number[], rules: TaxRules): TaxedNights {
  const sum = rates.reduce((s, n) => s + n, 0);
  if (rules.ratesInclude) return { nights: [...rates], parts: splitIncluded(sum, rules) };
  if (rules.rounding === 'night') {
    const each = rates.map((rate) => chargesOnRoom(rate, rules));
    return { nights: each.map(partsTotal), parts: each.reduce(addParts, ZERO_PARTS) };
  }
  const parts = chargesOnRoom(sum, rules);
  const total = partsTotal(parts);
  const nights = sum === 0 ? rates.map(() => 0) : rates.map((rate) => Math.floor((rate * total) / sum));
  if (nights.length) nights[0]! += total - nights.reduce((s, n) => s + n, 0);
  return { nights, parts };
}

export const ZERO_PARTS: ChargeParts = { room: 0, service: 0, vat: 0 };

export function addParts(a: ChargeParts, b: ChargeParts): ChargeParts {
  return { room: a.room + b.room, service: a.service + b.service, vat: a.vat + b.vat };
}

export function timesParts(p: ChargeParts, qty: number): ChargeParts {
  return { room: p.room * qty, service: p.service * qty, vat: p.vat * qty };
}

/**
 * A discount (promotion, coupon) taken off the parts in proportion, largest remainders first, so
 * the parts still add up to the total less the discount (never below zero).
 */
export function takeOff(parts: ChargeParts, discount: number): ChargeParts {
  const total = partsTotal(parts);
  const off = Math.min(Math.max(discount, 0), total);
  if (off === 0 || total === 0) return { ...parts };
  const keys = ['room', 'service', 'vat'] as const;
  const exact = keys.map((k) => (parts[k] * off) / total);
  const shares = exact.map(Math.floor);
  const order = keys.map((_, i) => i).sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!));
  for (let left = off - shares.reduce((s, n) => s + n, 0), i = 0; left > 0; left--, i++) shares[order[i % 3]!]! += 1;
  return { room: parts.room - shares[0]!, service: parts.service - shares[1]!, vat: parts.vat - shares[2]! };
}

/** A rate in hundredths of a percent as staff read it: 1000 → "10", 650 → "6.5". */
export const percentText = (bp: number) => String(bp / 100);
