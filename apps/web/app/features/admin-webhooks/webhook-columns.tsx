import type { WebhookEndpoint } from '@hotel/shared/schemas/admin/webhooks';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { hotelTimeOr, pendingLabel } from './webhook-format.ts';
import { WebhookRowActions } from './webhook-row-actions.tsx';
import { FailingSince, WebhookStateBadge } from './webhook-state.tsx';
import styles from './webhooks.module.css';

/** The address as typed, breaking anywhere (a long path), with the memo under it. */
export function UrlAndMemo({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'url' | 'description'> }) {
  return (
    <span className={styles.lines}>
      <span className={styles.url} lang="en">
        {endpoint.url}
      </span>
      {endpoint.description ? <span className={styles.note}>{endpoint.description}</span> : null}
    </span>
  );
}

/** The endpoints: hotel, address and memo, state, what waits, the last success, the row's actions. */
export function webhookColumns(hotel: string, busy: boolean) {
  const col = adminColumnHelper<WebhookEndpoint>();
  return col.columns([
    col.accessor('hotelName', { header: 'ホテル', meta: { width: '9rem' } }),
    col.accessor('url', { header: '送信先URL・メモ', cell: (c) => <UrlAndMemo endpoint={c.row.original} /> }),
    col.display({
      id: 'state',
      header: '状態',
      cell: ({ row: { original: e } }) => (
        <span className={styles.stateCell}>
          <WebhookStateBadge endpoint={e} />
          <FailingSince endpoint={e} />
        </span>
      ),
      meta: { width: '14rem' },
    }),
    col.accessor('pending', { header: '未送信', cell: (c) => pendingLabel(c.getValue()), meta: { align: 'right', nowrap: true } }),
    col.accessor('lastSuccessAt', { header: '最終成功', cell: (c) => hotelTimeOr(c.getValue(), '—'), meta: { nowrap: true } }),
    col.display({ id: 'actions', header: '操作', cell: (c) => <WebhookRowActions endpoint={c.row.original} hotel={hotel} busy={busy} />, meta: { width: '14.5rem' } }),
  ]);
}
