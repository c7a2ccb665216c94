import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { formatJaDate } from '../../lib/dates.ts';
import { StatementCharges } from './statement-charges.tsx';
import { StatementMoney } from './statement-money.tsx';
import styles from './statement.module.css';

/**
 * A booking's statement (ご利用明細, issue 28, decision 0069) in the member centre: the stay, the
 * charges, the payments and refunds, the balance. `documents` is the head's row of links to the
 * booking's papers: the receipt (領収書) and the fapiao (发票) join it when they exist.
 */
export function Statement({ statement, documents }: { statement: OrderStatement; documents?: ReactNode }) {
  const stay: [string, string][] = [
    ['客室タイプ', `${statement.roomTypeName} ・ ${statement.roomQty}室`],
    ['プラン', statement.rateName],
    ['ご宿泊', `${formatJaDate(statement.checkIn)} 〜 ${formatJaDate(statement.checkOut)}（${statement.nights}泊）`],
    ['ご予約の状態', statement.stateLabel],
  ];
  return (
    <article className={styles.page} aria-labelledby="statement-title">
      <header className={styles.head}>
        <Link to="/courtesy?tab=orders" className={styles.back}>
          予約履歴に戻る
        </Link>
        <div className={styles.titleRow}>
          <h2 id="statement-title" className={styles.title}>
            ご利用明細
          </h2>
          <div className={styles.documents}>{documents}</div>
        </div>
        <p className={styles.subtitle}>
          {statement.hotelName}
          <span className={styles.orderNo}>予約番号 {statement.orderNo}</span>
        </p>
      </header>
      <dl className={styles.stay}>
        {stay.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.layout}>
        <StatementCharges statement={statement} />
        <StatementMoney statement={statement} />
      </div>
    </article>
  );
}
