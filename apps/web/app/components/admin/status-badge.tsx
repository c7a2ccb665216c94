import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A state in a table or a heading (予約確定, チェックイン済, 停止中 …): a word, never colour alone. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
