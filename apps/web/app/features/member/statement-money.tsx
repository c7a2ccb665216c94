import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { formatCny } from '../../lib/money.ts';
import { balanceWords } from './statement-amount.ts';
import styles from './statement.module.css';

const when = (at: string | null) => (at ? formatHotelDateTime(at) : '');

/** Payments and refunds with their method and time (a refund in process says so and is not yet counted), then the balance. */
export function StatementMoney({ statement }: { statement: OrderStatement }) {
  const { payments, refunds, totals, note } = statement;
  const balance = balanceWords(totals.balance);
  return (
    <section className={styles.card} aria-labelledby="statement-money">
      <h3 id="statement-money" className={styles.cardTitle}>
        お支払いとご返金
      </h3>
      {payments.length === 0 && refunds.length === 0 ? <p className={styles.empty}>お支払いの記録はまだありません。</p> : null}
      {payments.length > 0 ? (
        <ul className={styles.lines} aria-label="お支払い">
          {payments.map((p, i) => (
            <li key={`${p.reference ?? p.method}-${i}`} className={styles.line}>
              <span className={styles.what}>
                {p.forChange ? `${p.label}（変更差額）` : p.label}
                <span className={styles.detail}>{when(p.at)}</span>
              </span>
              <span className={styles.amount}>{formatCny(p.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {refunds.length > 0 ? (
        <ul className={styles.lines} aria-label="ご返金">
          {refunds.map((r, i) => (
            <li key={`${r.reference ?? r.method}-${i}`} className={`${styles.line} ${r.state === 'succeeded' ? '' : styles.pending}`}>
              <span className={styles.what}>
                返金（{r.label}）<span className={styles.state}>{r.stateLabel}</span>
                <span className={styles.detail}>
                  {when(r.at)} {r.reason}
                </span>
              </span>
              <span className={styles.amount}>{formatCny(r.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.totals}>
        <div>
          <dt>ご利用料金</dt>
          <dd>{formatCny(totals.charges)}</dd>
        </div>
        <div>
          <dt>お支払い済み</dt>
          <dd>{formatCny(totals.paid)}</dd>
        </div>
        <div>
          <dt>ご返金済み</dt>
          <dd>{formatCny(totals.refunded)}</dd>
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
