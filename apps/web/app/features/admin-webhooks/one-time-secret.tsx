import { useEffect, useRef, useState } from 'react';
import type { WebhookEndpoint } from '@hotel/shared/schemas/admin/webhooks';
import { Button } from '../../components/admin/button.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './webhooks.module.css';

/**
 * The signing secret of a new endpoint or a rotated one, shown once: drawn from the action's answer
 * only (never a URL, a cookie or the loader), so a reload or any other page no longer has it.
 * One click selects it whole; a copy button once the page's scripts run.
 */
export function OneTimeSecret({ endpoint, secret, rotated }: { endpoint: WebhookEndpoint; secret: string; rotated: boolean }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLElement>(null);
  // The box is what the page is about now: in view and announced, wherever the button was pressed.
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'start' });
  }, [secret]);
  const copy = () => {
    void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
  };
  return (
    <section ref={box} tabIndex={-1} className={styles.secretBox} aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title" className={styles.secretTitle}>
        {rotated ? '新しい署名用シークレット' : '署名用シークレット'}
      </h2>
      <p className={styles.secretFor}>
        {endpoint.hotelName}
        {endpoint.description ? `（${endpoint.description}）` : ''}・
        <span className={styles.url} lang="en">
          {endpoint.url}
        </span>
      </p>
      <p className={styles.secretWarning}>この画面を離れると二度と表示されません。</p>
      <p>
        今すぐコピーして、受信側（PMS）の設定に保存してください。
        {rotated ? '以前のシークレットはすでに使えません。' : ''}
        紛失した場合はシークレットを再発行します。
      </p>
      <figure className={styles.secretFigure}>
        <figcaption className="visually-hidden">署名用シークレット</figcaption>
        <code className={styles.secret} lang="en" translate="no">
          {secret}
        </code>
      </figure>
      <div className={styles.secretActions}>
        {hydrated ? (
          <Button variant="secondary" size="sm" onClick={copy}>
            {copied ? 'コピーしました' : 'コピー'}
          </Button>
        ) : null}
        <span className={styles.note}>シークレットをクリックすると全体が選択されます（Ctrl+C／⌘Cでコピー）</span>
      </div>
    </section>
  );
}
