import { useState } from 'react';
import { Button } from '../../components/admin/button.tsx';
import styles from './integration-keys.module.css';

/** The key just made, shown once in a marked box: the whole key to copy into the PMS. */
export function NewKey({ name, secret }: { name: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
  };
  return (
    <section className={styles.newKey} aria-labelledby="new-key-title">
      <h2 id="new-key-title" className={styles.newKeyTitle}>
        「{name}」のAPIキー（この画面でのみ表示）
      </h2>
      <p className={styles.newKeyWarning}>この画面を離れると二度と表示されません。今すぐコピーして、PMSの設定に安全な方法で貼り付けてください。</p>
      <div className={styles.keyRow}>
        <input className={styles.keyInput} aria-label="APIキー" value={secret} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? 'コピーしました' : 'コピー'}
        </Button>
      </div>
      <p className={styles.hint}>
        PMSからは <code>Authorization: Bearer {secret.slice(0, 10)}…</code> として送ります。なくした場合は、このキーを失効させて新しいキーを発行してください。
      </p>
    </section>
  );
}
