import type { ChargeParts } from '@hotel/shared/taxes';
import { useFormat } from '../../lib/i18n/format.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './charge-breakdown.module.css';

/**
 * What a tax- and service-included amount is made of (decision 0068): 室料 / サービス料 / 増値税,
 * which add up to the amount. The same three lines on the rooms page's price detail, the guest
 * step, the pay step and the member's statement.
 */
const PART_LABELS = { room: 'ui.partRoom', service: 'ui.partService', vat: 'ui.partVat' } as const;

export function ChargeBreakdown({ charges, caption }: { charges: ChargeParts; caption?: string }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className={styles.breakdown}>
      <p className={styles.caption}>{caption ?? t('ui.breakdownCaption')}</p>
      <dl className={styles.parts}>
        {(['room', 'service', 'vat'] as const).map((part) => (
          <div key={part}>
            <dt>{t(PART_LABELS[part])}</dt>
            <dd>{f.money(charges[part])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
