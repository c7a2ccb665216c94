import { Link } from 'react-router';
import { WEBHOOK_EVENT_LABELS, type WebhookLog } from '@hotel/shared/schemas/admin/webhooks';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { formatHotelDateTimeSeconds } from '../../lib/hotel-date-time.ts';
import { orderDetailHref } from './webhook-links.ts';
import styles from './webhooks.module.css';

export type WebhookLogItem = WebhookLog['items'][number];

/** The tries a line shows: the latest few (an event owed for a day has been tried about every hour). */
const SHOWN_TRIES = 5;

export const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type] ?? type;

/** 配信済 (and when) or 未配信. */
export function DeliveredBadge({ item }: { item: WebhookLogItem }) {
  return item.delivered ? <StatusBadge tone="success">配信済</StatusBadge> : <StatusBadge tone="warning">未配信</StatusBadge>;
}

/** The order's number, a link to its detail at the endpoint's hotel; — when the event names none. */
export function OrderLink({ orderNo, hotel }: { orderNo: string | null; hotel: string }) {
  if (!orderNo) return <span className={styles.muted}>—</span>;
  return (
    <Link className={`text-link ${styles.nobreak}`} to={orderDetailHref(hotel, orderNo)}>
      {orderNo}
    </Link>
  );
}

/** Each try: when (to the second), OK or the HTTP status, how long, and the receiver's words or why nothing was answered. */
export function Tries({ item }: { item: WebhookLogItem }) {
  if (item.attempts.length === 0) return <span className={styles.muted}>まだ送信していません（古い順に1件ずつ送信します）</span>;
  const shown = item.attempts.slice(-SHOWN_TRIES);
  const earlier = item.attempts.length - shown.length;
  return (
    <ol className={styles.tries} aria-label={`送信 ${item.attempts.length}回`}>
      {earlier > 0 ? <li className={styles.muted}>それ以前の失敗 {earlier}回</li> : null}
      {shown.map((a, i) => (
        <li key={`${a.at}-${i}`} className={styles.try}>
          <span className={styles.tryHead}>
            <span className={styles.nobreak}>{formatHotelDateTimeSeconds(a.at)}</span>
            {a.ok ? <StatusBadge tone="success">OK</StatusBadge> : <StatusBadge tone="danger">エラー</StatusBadge>}
            {a.httpStatus !== null ? <span className={styles.nobreak}>HTTP {a.httpStatus}</span> : null}
            <span className={styles.duration}>{a.durationMs.toLocaleString('ja-JP')}ms</span>
          </span>
          {a.error ? (
            <span className={styles.errorText} lang={/^[\x20-\x7e]*$/.test(a.error) ? 'en' : undefined}>
              {a.error}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const col = adminColumnHelper<WebhookLogItem>();

/** The delivery log: when, what and which order first; the tries last (their text may be long and wraps). */
export function webhookLogColumns(hotel: string) {
  return col.columns([
    col.accessor('occurredAt', { header: '日時', cell: (c) => formatHotelDateTimeSeconds(c.getValue()), meta: { nowrap: true } }),
    col.accessor('type', { header: '種類', cell: (c) => eventLabel(c.getValue()), meta: { nowrap: true } }),
    col.accessor('orderNo', { header: '予約番号', cell: (c) => <OrderLink orderNo={c.getValue()} hotel={hotel} />, meta: { nowrap: true } }),
    col.accessor('delivered', { header: '配信', cell: (c) => <DeliveredBadge item={c.row.original} />, meta: { nowrap: true } }),
    col.display({ id: 'tries', header: '送信結果', cell: (c) => <Tries item={c.row.original} />, meta: { width: '24rem' } }),
  ]);
}
