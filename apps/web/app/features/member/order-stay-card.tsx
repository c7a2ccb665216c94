import { useId, type ReactNode } from 'react';
import type { Order } from '@hotel/shared/schemas/order';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { orderPaymentLabel } from './order-status.ts';
import styles from './order-change.module.css';

/**
 * A booking's stay as it stands, titled: 変更前 beside the change form, the new stay once a change
 * is applied (decision 0059). `children` go below the facts (the booking's terms).
 */
export function OrderStayCard({ order, eyebrow, title, children }: { order: Order; eyebrow: string; title: string; children?: ReactNode }) {
  const titleId = useId();
  const t = useT();
  const f = useFormat();
  const facts: [string, string][] = [
    [t('orderChange.checkIn'), f.date(order.checkinDate)],
    [t('orderChange.checkOut'), f.date(order.checkoutDate)],
    [t('orderChange.nightsRooms'), t('orderChange.nightsRoomsValue', { nights: order.days, rooms: order.roomQty })],
    [
      t('orderChange.party'),
      order.childrenNum ? t('orderChange.partyWithChildren', { adults: order.adultNum, children: order.childrenNum }) : t('orderChange.partyAdults', { adults: order.adultNum }),
    ],
    [t('orderChange.roomType'), order.roomTypeName],
    [t('orderChange.ratePlan'), order.rateName],
    [t('orderChange.payment'), orderPaymentLabel(order, t)],
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
          <dt>{t('orderChange.bookingAmount')}</dt>
          <dd>{f.money(order.actualAmount)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
