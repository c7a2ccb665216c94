import { formatHotelDateTimeSeconds } from '../../lib/hotel-date-time.ts';
import { DeliveredBadge, eventLabel, OrderLink, Tries, type WebhookLogItem } from './webhook-log-columns.tsx';
import styles from './webhooks.module.css';

/** The delivery log on a phone: one card per event, when and the state on top, the order, then the tries. */
export function WebhookLogCards({ items, hotel }: { items: WebhookLogItem[]; hotel: string }) {
  if (items.length === 0) return <p className={styles.muted}>イベントはまだありません</p>;
  return (
    <ul className={styles.cards} aria-label="配信ログ">
      {items.map((item) => (
        <li key={item.eventId} className={item.delivered ? styles.card : `${styles.card} ${styles.cardWaiting}`}>
          <div className={styles.cardTop}>
            <span className={styles.when}>{formatHotelDateTimeSeconds(item.occurredAt)}</span>
            <DeliveredBadge item={item} />
          </div>
          <p className={styles.eventLine}>
            <span className={styles.eventType}>{eventLabel(item.type)}</span>
            <OrderLink orderNo={item.orderNo} hotel={hotel} />
          </p>
          <Tries item={item} />
        </li>
      ))}
    </ul>
  );
}
