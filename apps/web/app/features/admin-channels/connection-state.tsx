import type { ChannelConnection } from '@hotel/shared/schemas/admin/channels';
import { Notice } from '../../components/admin/notice.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { connectionState, hotelTimeOr, nextTryLabel } from './channel-format.ts';
import styles from './channels.module.css';

type StateFields = Pick<ChannelConnection, 'enabled' | 'failingSince' | 'lastSuccessAt'>;

/** The connection's state in one word: 無効, 送信失敗中, 正常, 未送信. */
export function ConnectionStateBadge({ connection }: { connection: StateFields }) {
  switch (connectionState(connection)) {
    case 'disabled':
      return <StatusBadge tone="neutral">無効</StatusBadge>;
    case 'failing':
      return <StatusBadge tone="danger">送信失敗中</StatusBadge>;
    case 'ok':
      return <StatusBadge tone="success">正常</StatusBadge>;
    case 'waiting':
      return <StatusBadge tone="info">未送信</StatusBadge>;
  }
}

/** Since when (hotel time) and the next try, a line each (a date and time never break); nothing while not failing. */
export function FailingSince({ connection }: { connection: Pick<ChannelConnection, 'failingSince' | 'nextTryAt'> }) {
  if (!connection.failingSince) return null;
  return (
    <span className={`${styles.failing} ${styles.lines}`}>
      <span>
        <span className={styles.nobreak}>{hotelTimeOr(connection.failingSince, '')}</span> から失敗
      </span>
      <span>
        次の再送 <span className={styles.nobreak}>{nextTryLabel(connection.nextTryAt)}</span>
      </span>
    </span>
  );
}

/**
 * A failing connection, impossible to miss: the red box with since when it fails and when it tries
 * again by itself (the sender backs off: 5 s up to a minute; 15 minutes after a refused message).
 */
export function FailingNotice({ connection }: { connection: Pick<ChannelConnection, 'name' | 'failingSince' | 'nextTryAt'> }) {
  if (!connection.failingSince) return null;
  return (
    <Notice tone="error" title={`${connection.name}：送信に失敗しています`}>
      <div className={styles.lines}>
        <p>
          {hotelTimeOr(connection.failingSince, '')} から送信に失敗しています。次の再送は {nextTryLabel(connection.nextTryAt)} です（自動で再送します）。
        </p>
        <p>失敗の内容は同期ログのエラー行をご確認ください。30分以上続くとグループ管理者にアラートが送られます。</p>
      </div>
    </Notice>
  );
}
