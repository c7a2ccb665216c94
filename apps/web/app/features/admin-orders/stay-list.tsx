import { Link } from 'react-router';
import { orderSourceLabel } from '@hotel/shared/schemas/admin/desk-booking';
import type { DeskOrder } from '@hotel/shared/schemas/admin/orders';
import { withHotel } from '../../lib/admin-hotel.ts';
import { OrderStateBadge, shortDate } from './order-state.tsx';
import styles from './admin-orders.module.css';

interface StayListProps {
  title: string;
  orders: DeskOrder[];
  hotel: string;
  emptyText: string;
  /** Offer the check-in step on rows that have not checked in (today's arrivals). */
  checkIn?: boolean;
}

/**
 * Today's arrivals, departures or in-house stays as cards: on a phone at the front desk each
 * guest is one tap-sized row, with check-in one tap away (the detail page's confirm step).
 */
export function StayList({ title, orders, hotel, emptyText, checkIn = false }: StayListProps) {
  return (
    <section className={styles.stayList} aria-label={title}>
      <h2 className={styles.listTitle}>
        {title} <span className={styles.count}>{orders.length}件</span>
      </h2>
      {orders.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.cards}>
          {orders.map((o) => {
            const detail = withHotel('/admin/orders/detail', hotel, { orderNo: o.orderNo });
            const canCheckIn = checkIn && !o.checkedInAt && (o.state === 0 || o.state === 1);
            return (
              <li key={o.orderNo} className={styles.card}>
                <div className={styles.cardMain}>
                  <Link to={detail} className={styles.guest}>
                    {o.revUser} 様
                  </Link>
                  <OrderStateBadge order={o} />
                  <p className={styles.meta}>
                    {o.roomTypeName}・{o.roomQty}室・{shortDate(o.checkIn)}〜{shortDate(o.checkOut)}（{o.nights}泊）
                    {o.arrivalTime ? `・到着 ${o.arrivalTime}` : ''}
                  </p>
                  <p className={styles.orderNo}>
                    {o.orderNo}
                    {o.source === 'web' ? '' : `・${orderSourceLabel(o)}受付`}
                    {o.overbooked ? '・オーバーブッキング' : ''}
                  </p>
                </div>
                {canCheckIn ? (
                  <Link to={withHotel('/admin/orders/detail', hotel, { orderNo: o.orderNo, confirm: 'checkIn' })} className={styles.checkInButton}>
                    チェックイン
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
