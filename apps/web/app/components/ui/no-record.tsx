import styles from './no-record.module.css';
import { useT } from '../../lib/i18n/i18n.tsx';

/** The empty state ('no record'). */
export function NoRecord({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className={styles.empty} role="status">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <rect x="12" y="10" width="40" height="46" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M20 24h24M20 32h24M20 40h14" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <p>{text ?? t('ui.noRecord')}</p>
    </div>
  );
}
