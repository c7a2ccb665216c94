import { DEFAULT_TAX_RULES, splitIncluded, type ChargeParts, type TaxRules } from '@hotel/shared/taxes';

/**
 * What a hold's list total is made of (decision 0068); a hold made before the rules were kept
 * was priced with the rates as stored, which the default rules say include service and VAT.
 */
export function listChargesOf(hold: { totalAmount: number; charges: ChargeParts | null; taxRules: TaxRules | null }): ChargeParts {
  return hold.charges ?? splitIncluded(hold.totalAmount, hold.taxRules ?? DEFAULT_TAX_RULES);
}
