import { Form } from 'react-router';
import type { ChannelLog } from '@hotel/shared/schemas/admin/channels';
import { Button } from '../../components/admin/button.tsx';
import { Facts } from '../../components/admin/detail.tsx';
import { ActionNotice, type ActionResult } from '../../components/admin/notice.tsx';
import { hotelTimeOr, owedLabel } from './channel-format.ts';
import { ConnectionStateBadge, FailingNotice } from './connection-state.tsx';
import styles from './channels.module.css';

type ConnectionOfLog = ChannelLog['connections'][number];

/** The log page's actions: a full sync of the hotel, and its reservations retrieved now (decision 0063). */
export const SYNC_INTENTS = ['full-sync', 'pull'] as const;
export type SyncIntent = (typeof SYNC_INTENTS)[number];

/** What a button answered, for the connection it was pressed for (shown beside the buttons, where the eye is on a phone). */
export interface SyncResult extends ActionResult {
  id?: string | undefined;
}

/**
 * One connection selling the hotel: its state, a failing one's red box, and the buttons that send
 * the hotel's whole year now and fetch its reservations now. They stay for a switched-off
 * connection too: the API says why it will not send (and a send already running answers the same way).
 */
export function ConnectionStatus({ connection, hotelName, busy, result }: { connection: ConnectionOfLog; hotelName: string; busy: boolean; result: SyncResult | undefined }) {
  const headingId = `channel-connection-${connection.id}`;
  return (
    <section className={connection.failingSince ? `${styles.card} ${styles.cardFailing}` : styles.card} aria-labelledby={headingId}>
      <div className={styles.cardTop}>
        <h3 id={headingId} className={styles.cardTitle}>
          {connection.name}
        </h3>
        <ConnectionStateBadge connection={connection} />
      </div>
      <FailingNotice connection={connection} />
      <Facts
        compact
        facts={[
          ['最終成功', hotelTimeOr(connection.lastSuccessAt, 'まだ送信に成功していません')],
          ['未送信', owedLabel(connection.owed)],
          ...(connection.enabled ? [] : [['送信', '無効（グループ管理者が有効にするまで送信しません）'] as const]),
        ]}
      />
      {/* A switched-off connection sends and retrieves nothing: its buttons would only be refused. */}
      {connection.enabled ? (
        <div className={styles.syncForms}>
          {result?.id === String(connection.id) ? <ActionNotice result={result} /> : null}
          <SyncButton connection={connection} intent="full-sync" label="全件同期を開始" what={`${hotelName}の全件同期を開始`} busy={busy}>
            {`${hotelName}の1年分（365泊）の在庫・料金・販売制限を送り直します`}
          </SyncButton>
          {/* Google delivers no reservations: its free booking links book on our site (decision 0066). */}
          {connection.type === 'google' ? null : (
            <SyncButton connection={connection} intent="pull" label="予約を今すぐ取得" what={`${hotelName}の予約を今すぐ取得`} busy={busy}>
              チャネルからの新規予約・変更・キャンセルを取得します（通常は2分ごとに自動で取得）
            </SyncButton>
          )}
        </div>
      ) : result?.id === String(connection.id) ? (
        <ActionNotice result={result} />
      ) : null}
    </section>
  );
}

function SyncButton({ connection, intent, label, what, busy, children }: { connection: ConnectionOfLog; intent: SyncIntent; label: string; what: string; busy: boolean; children: string }) {
  return (
    <Form method="post" className={styles.syncForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={connection.id} />
      <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={`${connection.name}：${what}`}>
        {label}
      </Button>
      <span className={styles.note}>{children}</span>
    </Form>
  );
}
