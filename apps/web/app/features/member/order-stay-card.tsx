import { useId, type ReactNode } from 'react';
import type { Order } from '@hotel/shared/schemas/order';
import { formatJaDate } from '../../lib/dates.ts';
import { formatCny } from '../../lib/money.ts';
import { orderPaymentLabel } from './order-status.ts';
import styles from './order-change.module.css';

/**
 * A booking's stay as it stands, titled: 変更前 beside the change form, the new stay once a change
 * is applied (decision 0059). `children` go below the facts (the booking's terms).
 */
export function OrderStayCard({ order, eyebrow, title, children }: { order: Order; eyebrow: string; title: string; children?: ReactNode }) {
  const titleId = useId();
  const facts: [string, string][] = [
    ['チェックイン', formatJaDate(order.checkinDate)],
    ['チェックアウト', formatJaDate(order.checkoutDate)],
    ['泊数・室数', `${order.days}泊・${order.roomQty}室`],
    ['ご利用人数', `大人${order.adultNum}名${order.childrenNum ? `・子供${order.childrenNum}名` : ''}`],
    ['客室タイプ', order.roomTypeName],
    ['料金プラン', order.rateName],
    ['お支払い', orderPaymentLabel(order)],
  ];
  return (
    <section className={styles.stayCard} aria-labelledby={titleId}>
      <span className="eyebrow">{eyebrow}</span>
      <h3 id={titleId} className={styles.stayTitle}>
        {title}
      </h3>
      <p className={styles.stayHotel}>{order.hotelName}</p>
      <dl className={styles.stayFacts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.stayTotal}>
          <dt>ご予約金額（税・サービス料込）</dt>
          <dd>{formatCny(order.actualAmount)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
