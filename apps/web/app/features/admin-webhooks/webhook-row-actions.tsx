import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import type { WebhookEndpoint } from '@hotel/shared/schemas/admin/webhooks';
import { Button, buttonClass } from '../../components/admin/button.tsx';
import { editWebhookHref, webhookLogHref } from './webhook-links.ts';
import styles from './webhooks.module.css';

/**
 * A confirmed action: a second, deliberate click that says what follows (a disclosure, so it works
 * without JavaScript). It opens in place, pushing the row down, so a table's scroll never clips it.
 */
function Confirmed({ endpoint, intent, label, confirm, what, busy, variant, children }: { endpoint: WebhookEndpoint; intent: 'rotate' | 'delete'; label: string; confirm: string; what: string; busy: boolean; variant: 'secondary' | 'danger'; children: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  // Once a post has been answered the question is closed (the page shows the answer above).
  useEffect(() => {
    if (!busy && details.current) details.current.open = false;
  }, [busy]);
  return (
    <details ref={details} className={styles.confirm}>
      <summary className={buttonClass(variant, 'sm')} aria-label={`${what}…`}>
        {label}…
      </summary>
      <Form method="post" className={styles.confirmBody}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={endpoint.id} />
        <p>{children}</p>
        <Button type="submit" size="sm" variant={variant === 'danger' ? 'danger' : 'primary'} disabled={busy} aria-label={`${what}する`}>
          {confirm}
        </Button>
      </Form>
    </details>
  );
}

/** 編集, 配信ログ, シークレット再発行 and 削除 (both confirmed) of one endpoint. */
export function WebhookRowActions({ endpoint, hotel, busy }: { endpoint: WebhookEndpoint; hotel: string; busy: boolean }) {
  const name = `${endpoint.hotelName}の送信先`;
  return (
    <div className={styles.rowActions}>
      <div className={styles.rowLinks}>
        <Link className="text-link" to={editWebhookHref(hotel, endpoint.id)} aria-label={`${name}を編集`}>
          編集
        </Link>
        <Link className="text-link" to={webhookLogHref(hotel, endpoint.id)} aria-label={`${name}の配信ログ`}>
          配信ログ
        </Link>
      </div>
      <Confirmed endpoint={endpoint} intent="rotate" label="シークレットを再発行" confirm="再発行する" what={`${name}のシークレットを再発行`} busy={busy} variant="secondary">
        新しいシークレットを発行します。今のシークレットはその時点で使えなくなり、受信側の設定を更新するまで署名の検証に失敗します（失敗した通知は自動で再送されます）。
      </Confirmed>
      <Confirmed endpoint={endpoint} intent="delete" label="削除" confirm="削除する" what={`${name}を削除`} busy={busy} variant="danger">
        {`この送信先を削除します。配信ログと未送信のイベント（${endpoint.pending.toLocaleString('ja-JP')}件）も削除され、元に戻せません。`}
      </Confirmed>
    </div>
  );
}
