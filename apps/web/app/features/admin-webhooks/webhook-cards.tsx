import type { WebhookEndpoint } from '@hotel/shared/schemas/admin/webhooks';
import { Facts } from '../../components/admin/detail.tsx';
import { hotelTimeOr, isFailing, pendingLabel } from './webhook-format.ts';
import { UrlAndMemo } from './webhook-columns.tsx';
import { WebhookRowActions } from './webhook-row-actions.tsx';
import { FailingSince, WebhookStateBadge } from './webhook-state.tsx';
import styles from './webhooks.module.css';

/** The endpoints on a phone: one card each, hotel and state on top, the facts, then the actions. */
export function WebhookCards({ items, hotel, busy }: { items: WebhookEndpoint[]; hotel: string; busy: boolean }) {
  if (items.length === 0) return <p className={styles.muted}>送信先はまだありません</p>;
  return (
    <ul className={styles.cards} aria-label="送信先一覧">
      {items.map((e) => (
        <li key={e.id} className={isFailing(e) ? `${styles.card} ${styles.cardFailing}` : styles.card}>
          <div className={styles.cardTop}>
            <span className={styles.cardTitle}>{e.hotelName}</span>
            <WebhookStateBadge endpoint={e} />
          </div>
          <Facts
            compact
            facts={[
              ['送信先', <UrlAndMemo endpoint={e} />],
              ['未送信', pendingLabel(e.pending)],
              ['最終成功', hotelTimeOr(e.lastSuccessAt, '—')],
              ...(isFailing(e) ? [['失敗', <FailingSince endpoint={e} />] as const] : []),
            ]}
          />
          <WebhookRowActions endpoint={e} hotel={hotel} busy={busy} />
        </li>
      ))}
    </ul>
  );
}
