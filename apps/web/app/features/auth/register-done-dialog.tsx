import { Modal } from '../../components/ui/modal.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './register-form.module.css';

interface RegisterDoneDialogProps {
  open: boolean;
  onLogin: () => void;
  onHome: () => void;
  onClose: () => void;
}

/** Registration success (spec §4): a confirm offering to log in or go home. */
export function RegisterDoneDialog({ open, onLogin, onHome, onClose }: RegisterDoneDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('register.doneTitle')} size="sm">
      <div className={styles.done}>
        <span className={styles.doneMark} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </span>
        <p>{t('register.doneWelcome')}</p>
        <div className={styles.doneActions}>
          <button type="button" className="btn" onClick={onLogin}>
            {t('register.doLogin')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onHome}>
            {t('register.backHome')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
