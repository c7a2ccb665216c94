import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { CmsHotelNav } from '@hotel/shared/schemas/content';
import { useSiteState } from '../../lib/site-state.tsx';
import { LanguageLinks } from './language-links.tsx';
import { MenuLink } from './menu-link.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import styles from './mobile-sidebar.module.css';
import { telHref } from '../../lib/tel-href.ts';
import { useT } from '../../lib/i18n/i18n.tsx';

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  nav: CmsHotelNav;
  hotelMode: boolean;
  memberMenu: (name: string, placement: 'drawer') => ReactNode;
}

/** The phone menu: a modal drawer mirroring the main menu, plus account and language links. */
export function MobileSidebar({ open, onClose, nav, hotelMode, memberMenu }: MobileSidebarProps) {
  const dialogProps = useModalDialog(open, onClose);
  const { userName, openLogin } = useSiteState();
  const location = useLocation();
  const t = useT();

  // Close after navigating.
  useEffect(() => {
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return (
    <dialog {...dialogProps} className={styles.drawer} aria-label={t('layout.menu')}>
      <div className={styles.panel}>
        <div className={styles.top}>
          <span className={styles.brand}>{hotelMode ? nav.HotelName : 'FELTON'}</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('layout.closeMenu')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" fill="none" />
            </svg>
          </button>
        </div>
        <nav aria-label={t('layout.mobileMenu')}>
          <ul className={styles.menu}>
            {nav.Menu.map((item) => (
              <li key={item.key}>
                <MenuLink item={item} className={styles.link} activeClassName={styles.active} onNavigate={onClose} />
              </li>
            ))}
            {hotelMode ? (
              <li>
                <Link to="/home" className={styles.link}>
                  {t('layout.groupTopShort')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className={styles.account}>
          {userName ? (
            <div className={styles.member}>
              {memberMenu(userName, 'drawer')}
            </div>
          ) : (
            <>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  onClose();
                  openLogin();
                }}
              >
                {t('layout.login')}
              </button>
              <Link to="/register" className="btn btn--ghost">
                {t('layout.register')}
              </Link>
            </>
          )}
        </div>
        <LanguageLinks className={styles.langs} />
        {nav.Tel ? (
          <a className={styles.tel} href={telHref(nav.Tel)}>
            {t('layout.reservationsTel', { tel: nav.Tel })}
          </a>
        ) : null}
      </div>
    </dialog>
  );
}
