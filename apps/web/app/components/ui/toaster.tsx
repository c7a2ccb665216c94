import { dismissToast, useToasts } from '../../lib/toast-store.ts';
import styles from './toaster.module.css';
import { useMessageText, useT } from '../../lib/i18n/i18n.tsx';

/** Renders the toast queue; errors are announced assertively, the rest politely. */
export function Toaster() {
  const toasts = useToasts();
  const t = useT();
  // Toasts carry the shared code's Japanese messages too (network errors, refusals): in the page's language.
  const text = useMessageText();
  return (
    <div className={styles.region}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
          <span>{text(toast.message)}</span>
          <button type="button" onClick={() => dismissToast(toast.id)} aria-label={t('ui.close')} className={styles.close}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
