import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderStatement } from '@hotel/shared/schemas/statement';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { StatementCharges } from './statement-charges.tsx';
import { StatementMoney } from './statement-money.tsx';
import styles from './statement.module.css';

/**
 * A booking's statement (ご利用明細, issue 28, decision 0069) in the member centre: the stay, the
 * charges, the payments and refunds, the balance. `documents` is the head's row of links to the
 * booking's papers: the receipt (領収書) and the fapiao (发票) join it when they exist.
 */
export function Statement({ statement, documents }: { statement: OrderStatement; documents?: ReactNode }) {
  const t = useT();
  const f = useFormat();
  const stay: [string, string][] = [
    [t('statement.roomType'), t('statement.roomTypeValue', { room: statement.roomTypeName, rooms: statement.roomQty })],
    [t('statement.plan'), statement.rateName],
    [t('statement.stay'), t('statement.stayValue', { period: f.dateRange(statement.checkIn, statement.checkOut), nights: statement.nights })],
    [t('statement.bookingState'), statement.stateLabel],
  ];
  return (
    <article className={styles.page} aria-labelledby="statement-title">
      <header className={styles.head}>
        <Link to="/courtesy?tab=orders" className={styles.back}>
          {t('statement.backToHistory')}
        </Link>
        <div className={styles.titleRow}>
          <h2 id="statement-title" className={styles.title}>
            {t('statement.title')}
          </h2>
          <div className={styles.documents}>{documents}</div>
        </div>
        <p className={styles.subtitle}>
          {statement.hotelName}
          <span className={styles.orderNo}>{t('statement.orderNo', { orderNo: statement.orderNo })}</span>
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
