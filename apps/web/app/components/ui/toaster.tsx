import { dismissToast, useToasts } from '../../lib/toast-store.ts';
import styles from './toaster.module.css';

/** Renders the toast queue; errors are announced assertively, the rest politely. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={styles.region}>
      {toasts.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}>
          <span>{t.message}</span>
          <button type="button" onClick={() => dismissToast(t.id)} aria-label="閉じる" className={styles.close}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
