import { CHARGE_PART_LABELS } from '@hotel/shared/taxes';
import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import { signedCny } from './statement-amount.ts';
import styles from './statement.module.css';

/** The charges: each night (rooms × price), discounts, what a cancellation took off and the fees kept, their total and what the stay is made of. */
export function StatementCharges({ statement }: { statement: OrderStatement }) {
  const { charges, breakdown, totals } = statement;
  return (
    <section className={styles.card} aria-labelledby="statement-charges">
      <h3 id="statement-charges" className={styles.cardTitle}>
        ご利用料金
      </h3>
      <ul className={styles.lines}>
        {charges.map((line, i) => (
          <li key={`${line.kind}-${line.date ?? i}`} className={`${styles.line} ${line.amount < 0 ? styles.minus : ''}`}>
            <span className={styles.what}>
              {line.date ? `${formatJaDate(line.date)} ${line.label}` : line.label}
              {line.unitPrice !== null && line.rooms !== null ? (
                <span className={styles.detail}>
                  {formatCny(line.unitPrice)} × {line.rooms}室
                </span>
              ) : line.rooms !== null ? (
                <span className={styles.detail}>{line.rooms}室</span>
              ) : null}
            </span>
            <span className={styles.amount}>{signedCny(line.amount)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>ご利用料金合計</span>
        <span className={styles.amount}>{formatCny(totals.charges)}</span>
      </p>
      <div className={styles.breakdown}>
        <p className={styles.breakdownTitle}>
          ご宿泊代金 {formatCny(breakdown.stayAmount)} の内訳（{breakdown.label}）
        </p>
        <dl className={styles.parts}>
          {(['room', 'service', 'vat'] as const).map((part) => (
            <div key={part}>
              <dt>{CHARGE_PART_LABELS[part]}</dt>
              <dd>{formatCny(breakdown[part])}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
