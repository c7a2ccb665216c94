import { useState } from 'react';
import type { PasswordLink } from '@hotel/shared/schemas/admin/staff';
import { Button } from '../../components/admin/button.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import styles from './staff.module.css';

const formatTime = (iso: string) => new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso));

/** A one-time set-password link, shown once: the full address to copy and hand over, and when it lapses. */
export function OneTimeLink({ link }: { link: PasswordLink & { url: string; name: string } }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
  };
  return (
    <Notice tone="warning" title={`${link.name} さんのパスワード設定用リンク（この画面でのみ表示）`}>
      <p>このリンクを本人に安全な方法で渡してください。{formatTime(link.expiresAt)}まで1回だけ使えます。画面を離れると再表示できません（必要なら新しいリンクを発行します）。</p>
      <div className={styles.linkRow}>
        <input className={styles.linkInput} aria-label="パスワード設定用リンク" value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? 'コピーしました' : 'コピー'}
        </Button>
      </div>
    </Notice>
  );
}
