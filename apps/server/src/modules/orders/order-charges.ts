import { DEFAULT_TAX_RULES, partsTotal, splitIncluded, takeOff, type ChargeParts, type TaxRules } from '@hotel/shared/taxes';
import type { OrderRow } from './order.repository.ts';

/** The service and VAT rules an order was sold under; orders made before they were kept sold under the defaults (decision 0068). */
export const rulesOf = (order: Pick<OrderRow, 'taxRules'>): TaxRules => order.taxRules ?? DEFAULT_TAX_RULES;

/** What the order's actualAmount is made of (室料 / サービス料 / 増値税). */
export const chargesOf = (order: Pick<OrderRow, 'taxRules' | 'charges' | 'actualAmount'>): ChargeParts => order.charges ?? splitIncluded(order.actualAmount, rulesOf(order));

/** The part of `parts` that makes up `amount` of their total, in the same proportions (a kept charge of a stay's value). */
export function shareOf(parts: ChargeParts, amount: number): ChargeParts {
  const rest = takeOff(parts, Math.min(amount, partsTotal(parts)));
  return { room: parts.room - rest.room, service: parts.service - rest.service, vat: parts.vat - rest.vat };
}
