import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { balanceWords } from './statement-amount.ts';
import styles from './statement.module.css';

const when = (at: string | null) => (at ? formatHotelDateTime(at) : '');

/** Payments and refunds with their method and time (a refund in process says so and is not yet counted), then the balance. */
export function StatementMoney({ statement }: { statement: OrderStatement }) {
  const t = useT();
  const f = useFormat();
  const { payments, refunds, totals, note } = statement;
  const balance = balanceWords(totals.balance, t, f.money);
  return (
    <section className={styles.card} aria-labelledby="statement-money">
      <h3 id="statement-money" className={styles.cardTitle}>
        {t('statement.money')}
      </h3>
      {payments.length === 0 && refunds.length === 0 ? <p className={styles.empty}>{t('statement.noPayments')}</p> : null}
      {payments.length > 0 ? (
        <ul className={styles.lines} aria-label={t('statement.payments')}>
          {payments.map((p, i) => (
            <li key={`${p.reference ?? p.method}-${i}`} className={styles.line}>
              <span className={styles.what}>
                {p.forChange ? t('statement.forChange', { label: p.label }) : p.label}
                <span className={styles.detail}>{when(p.at)}</span>
              </span>
              <span className={styles.amount}>{f.money(p.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {refunds.length > 0 ? (
        <ul className={styles.lines} aria-label={t('statement.refunds')}>
          {refunds.map((r, i) => (
            <li key={`${r.reference ?? r.method}-${i}`} className={`${styles.line} ${r.state === 'succeeded' ? '' : styles.pending}`}>
              <span className={styles.what}>
                {t('statement.refundBy', { label: r.label })}
                <span className={styles.state}>{r.stateLabel}</span>
                <span className={styles.detail}>
                  {when(r.at)} {r.reason}
                </span>
              </span>
              <span className={styles.amount}>{f.money(r.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.totals}>
        <div>
          <dt>{t('statement.charges')}</dt>
          <dd>{f.money(totals.charges)}</dd>
        </div>
        <div>
          <dt>{t('statement.paid')}</dt>
          <dd>{f.money(totals.paid)}</dd>
        </div>
        <div>
          <dt>{t('statement.refunded')}</dt>
          <dd>{f.money(totals.refunded)}</dd>
        </div>
        <div className={styles.balance}>
          <dt>{balance.label}</dt>
          <dd>{balance.amount}</dd>
        </div>
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}
