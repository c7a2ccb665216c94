import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/** A message box above a page's content: an action's result, a warning about the data shown. */
export function Notice({ tone = 'info', title, children }: { tone?: NoticeTone; title?: string; children: ReactNode }) {
  // Errors interrupt (alert); results are announced politely (status).
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.text}>{children}</div>
    </div>
  );
}

/** What back-office actions answer: ok and the API's Japanese message (the envelope's). */
export interface ActionResult {
  ok: boolean;
  message?: string | null | undefined;
}

/** The result of the last action (actionData), if it has a message: green when ok, red when refused. */
export function ActionNotice({ result }: { result: ActionResult | null | undefined }) {
  if (!result?.message) return null;
  return <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>;
}
