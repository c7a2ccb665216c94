import { createContext, useContext, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

/** The open modal's footer, outside its scrolling body (null outside a modal or before it is drawn). */
const FooterSlot = createContext<HTMLElement | null>(null);

/**
 * A dialog's action bar (an apply button, the choice made so far): drawn below the modal's
 * scrolling body, so it stays in view and no focused control can scroll under it (WCAG 2.4.11),
 * while the part that holds its state stays inside the body.
 */
export function ModalFooter({ children }: { children: ReactNode }) {
  const slot = useContext(FooterSlot);
  return slot ? createPortal(children, slot) : null;
}

/**
 * An accessible modal on the native <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the opener, so no dialog library is needed.
 */
export function Modal({ open, onClose, title, hideTitle, size = 'md', children }: ModalProps) {
  const t = useT();
  const dialogProps = useModalDialog(open, onClose);
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);

  // A body taller than the window scrolls: it then takes the focus (a region named by the title),
  // so a keyboard can scroll text that has no link or button in it (WCAG 2.1.1).
  useLayoutEffect(() => {
    const element = body.current;
    if (!open || !element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [open]);

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
        <div ref={body} className={styles.body} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}>
          <FooterSlot.Provider value={footer}>{open ? children : null}</FooterSlot.Provider>
        </div>
        <div ref={setFooter} className={styles.footer} />
      </div>
    </dialog>
  );
}
