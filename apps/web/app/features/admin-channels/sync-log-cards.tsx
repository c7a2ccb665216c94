import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { messageLabel, nightsRange, RUN_LABELS, type SyncLogItem } from './channel-format.ts';
import { SyncResult } from './sync-log-columns.tsx';
import styles from './channels.module.css';

/** The sync log on a phone: one card per line, when and the result on top, what was sent below. */
export function SyncLogCards({ items }: { items: SyncLogItem[] }) {
  if (items.length === 0) return <p className={styles.muted}>同期ログはまだありません</p>;
  return (
    <ul className={styles.cards} aria-label="同期ログ">
      {items.map((item) => (
        <li key={item.id} className={item.ok ? styles.card : `${styles.card} ${styles.cardFailing}`}>
          <div className={styles.cardTop}>
            <span className={styles.when}>{formatHotelDateTime(item.at)}</span>
            <span>
              {item.connectionName}・{RUN_LABELS[item.run]}
            </span>
          </div>
          <p className={styles.message}>{messageLabel(item.message)}</p>
          <p className={styles.muted}>{item.firstNight ? `対象泊 ${nightsRange(item.firstNight, item.lastNight)}・${item.items.toLocaleString('ja-JP')}件` : `${item.items.toLocaleString('ja-JP')}件`}</p>
          <SyncResult item={item} />
        </li>
      ))}
    </ul>
  );
}
