import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { signedMoney } from './statement-amount.ts';
import styles from './statement.module.css';

/** The charges: each night (rooms × price), discounts, what a cancellation took off and the fees kept, their total and what the stay is made of. */
export function StatementCharges({ statement }: { statement: OrderStatement }) {
  const t = useT();
  const f = useFormat();
  const { charges, breakdown, totals } = statement;
  // The parts' words (CHARGE_PART_LABELS in Japanese), from the generic components' catalogue.
  const parts = { room: t('ui.partRoom'), service: t('ui.partService'), vat: t('ui.partVat') };
  return (
    <section className={styles.card} aria-labelledby="statement-charges">
      <h3 id="statement-charges" className={styles.cardTitle}>
        {t('statement.charges')}
      </h3>
      <ul className={styles.lines}>
        {charges.map((line, i) => (
          <li key={`${line.kind}-${line.date ?? i}`} className={`${styles.line} ${line.amount < 0 ? styles.minus : ''}`}>
            <span className={styles.what}>
              {line.date ? `${f.date(line.date)} ${line.label}` : line.label}
              {line.unitPrice !== null && line.rooms !== null ? (
                <span className={styles.detail}>
                  {t('statement.unitTimesRooms', { price: f.money(line.unitPrice), rooms: line.rooms })}
                </span>
              ) : line.rooms !== null ? (
                <span className={styles.detail}>{t('statement.rooms', { rooms: line.rooms })}</span>
              ) : null}
            </span>
            <span className={styles.amount}>{signedMoney(line.amount, f.money)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('statement.chargesTotal')}</span>
        <span className={styles.amount}>{f.money(totals.charges)}</span>
      </p>
      <div className={styles.breakdown}>
        <p className={styles.breakdownTitle}>
          {t('statement.breakdown', { amount: f.money(breakdown.stayAmount), label: breakdown.label })}
        </p>
        <dl className={styles.parts}>
          {(['room', 'service', 'vat'] as const).map((part) => (
            <div key={part}>
              <dt>{parts[part]}</dt>
              <dd>{f.money(breakdown[part])}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
