import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import styles from './modal.module.css';
import { useT } from '../../lib/i18n/i18n.tsx';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Visually hide the title (it still labels the dialog). */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * An accessible modal on the native <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the opener, so no dialog library is needed.
 */
export function Modal({ open, onClose, title, hideTitle, size = 'md', children }: ModalProps) {
  const t = useT();
  const dialogProps = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog {...dialogProps} className={`${styles.dialog} ${styles[size]}`} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('ui.close')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" fill="none" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{open ? children : null}</div>
      </div>
    </dialog>
  );
}
