import { Form } from 'react-router';
import type { WebhookEndpoint } from '@hotel/shared/schemas/admin/webhooks';
import { Button } from '../../components/admin/button.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { hotelTimeOr, isFailing, nextTryLabel } from './webhook-format.ts';
import styles from './webhooks.module.css';

type StateFields = Pick<WebhookEndpoint, 'enabled' | 'failingSince' | 'lastSuccessAt'>;

/** The endpoint in one word: 無効, 送信失敗中, 有効 (delivered at least once), 有効（未送信）. */
export function WebhookStateBadge({ endpoint }: { endpoint: StateFields }) {
  if (!endpoint.enabled) return <StatusBadge tone="neutral">無効</StatusBadge>;
  if (endpoint.failingSince) return <StatusBadge tone="danger">送信失敗中</StatusBadge>;
  return endpoint.lastSuccessAt ? <StatusBadge tone="success">有効</StatusBadge> : <StatusBadge tone="info">有効（送信実績なし）</StatusBadge>;
}

/** Since when (hotel time) and the next try, a line each (a date and time never break); nothing while not failing. */
export function FailingSince({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'enabled' | 'failingSince' | 'nextTryAt'> }) {
  if (!isFailing(endpoint)) return null;
  return (
    <span className={`${styles.failing} ${styles.lines}`}>
      <span className={styles.nobreak}>{hotelTimeOr(endpoint.failingSince, '')} から失敗</span>
      <span>
        次の再送 <span className={styles.nobreak}>{nextTryLabel(endpoint.nextTryAt)}</span>
      </span>
    </span>
  );
}

/**
 * A failing endpoint, impossible to miss: the red box with since when, the receiver's last answer,
 * when it tries again by itself (10 s doubling to an hour) and 今すぐ再送 for a receiver just fixed.
 */
export function FailingWebhookNotice({ endpoint, busy, showRetry = true }: { endpoint: WebhookEndpoint; busy: boolean; showRetry?: boolean }) {
  if (!isFailing(endpoint)) return null;
  return (
    <Notice tone="error" title={`${endpoint.hotelName}（${endpoint.description || endpoint.url}）：送信に失敗しています`}>
      <div className={styles.lines}>
        <p>
          <span className={styles.nobreak}>{hotelTimeOr(endpoint.failingSince, '')}</span> から送信に失敗しています。未送信 {endpoint.pending.toLocaleString('ja-JP')}件。次の再送は{' '}
          <span className={styles.nobreak}>{nextTryLabel(endpoint.nextTryAt)}</span> です（受信側が応答するまで自動で再送します）。
        </p>
        {endpoint.lastError ? (
          <p>
            最後のエラー：
            <span className={styles.errorText} lang="en">
              {endpoint.lastError}
            </span>
          </p>
        ) : null}
        {showRetry ? (
          <Form method="post" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={endpoint.id} />
            <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={`${endpoint.hotelName}の送信先へ今すぐ再送`}>
              今すぐ再送
            </Button>
            <span className={styles.note}>受信側を直したら、次の再送時刻を待たずに送信します</span>
          </Form>
        ) : null}
      </div>
    </Notice>
  );
}
