import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useLogout } from './use-logout.ts';
import styles from './user-menu.module.css';

interface UserMenuProps {
  name: string;
  /** 'bar': a dropdown in the header's utility bar; 'drawer': opens in place in the mobile sidebar. */
  variant: 'bar' | 'drawer';
}

/**
 * The member's name with a small menu (member page, logout): a disclosure button that closes
 * on Escape, on a click elsewhere, when focus leaves it and after navigating.
 */
export function UserMenu({ name, variant }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const { pathname } = useLocation();
  const t = useT();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${styles[variant]}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Inside the mobile sidebar (a dialog) Escape closes this menu, not the sidebar.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <span className={styles.name}>{t('auth.userName', { name })}</span>
        <svg className={styles.chevron} viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open} aria-label={t('auth.menuLabel')}>
        <li>
          <Link to="/courtesy" className={styles.item} onClick={() => setOpen(false)}>
            {t('auth.memberPage')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await logout();
              } finally {
                setBusy(false);
                setOpen(false);
              }
            }}
          >
            {t('auth.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
