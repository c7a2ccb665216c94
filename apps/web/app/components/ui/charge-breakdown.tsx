import { CHARGE_PART_LABELS, TAX_INCLUDED_LABEL, type ChargeParts } from '@hotel/shared/taxes';
import { formatCny } from '../../lib/money.ts';
import styles from './charge-breakdown.module.css';

/**
 * What a tax- and service-included amount is made of (decision 0068): 室料 / サービス料 / 増値税,
 * which add up to the amount. The same three lines on the rooms page's price detail, the guest
 * step, the pay step and the member's statement.
 */
export function ChargeBreakdown({ charges, caption = `内訳（${TAX_INCLUDED_LABEL}）` }: { charges: ChargeParts; caption?: string }) {
  return (
    <div className={styles.breakdown}>
      <p className={styles.caption}>{caption}</p>
      <dl className={styles.parts}>
        {(['room', 'service', 'vat'] as const).map((part) => (
          <div key={part}>
            <dt>{CHARGE_PART_LABELS[part]}</dt>
            <dd>{formatCny(charges[part])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
