import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { messageLabel, nightsRange, RUN_LABELS, type SyncLogItem } from './channel-format.ts';
import styles from './channels.module.css';

/** OK, or エラー with the HTTP status and the channel's own words (or why nothing was answered). */
export function SyncResult({ item }: { item: SyncLogItem }) {
  if (item.ok) {
    return (
      <span className={styles.result}>
        <StatusBadge tone="success">OK</StatusBadge>
      </span>
    );
  }
  return (
    <span className={styles.result}>
      <span className={styles.resultHead}>
        <StatusBadge tone="danger">エラー</StatusBadge>
        {item.httpStatus !== null ? <span className={styles.nobreak}>HTTP {item.httpStatus}</span> : null}
      </span>
      {item.error ? (
        <span className={styles.errorText} lang="en">
          {item.error}
        </span>
      ) : null}
    </span>
  );
}

/** The nights sent, breaking only after 〜 (each date stays whole). */
function NightsRange({ first, last }: { first: string | null; last: string | null }) {
  const [from, to] = nightsRange(first, last).split('〜');
  return to ? (
    <>
      <span className={styles.nobreak}>{from}〜</span>
      <wbr />
      <span className={styles.nobreak}>{to}</span>
    </>
  ) : (
    <span className={styles.nobreak}>{from}</span>
  );
}

const col = adminColumnHelper<SyncLogItem>();

/** A hotel's sync log: when and what first, the result last (its text may be long and wraps). */
export const syncLogColumns = col.columns([
  col.accessor('at', { header: '日時', cell: (c) => formatHotelDateTime(c.getValue()), meta: { nowrap: true } }),
  col.accessor('connectionName', { header: '接続', meta: { width: '9rem' } }),
  col.accessor('run', { header: '種別', cell: (c) => RUN_LABELS[c.getValue()], meta: { nowrap: true } }),
  col.accessor('message', { header: 'メッセージ', cell: (c) => <span className={styles.message}>{messageLabel(c.getValue())}</span> }),
  col.display({ id: 'nights', header: '対象泊', cell: ({ row: { original: l } }) => <NightsRange first={l.firstNight} last={l.lastNight} /> }),
  col.accessor('items', { header: '件数', cell: (c) => c.getValue().toLocaleString('ja-JP'), meta: { align: 'right', nowrap: true } }),
  col.display({ id: 'result', header: '結果', cell: (c) => <SyncResult item={c.row.original} />, meta: { width: '18rem' } }),
]);
