import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { CmsHotelNav } from '@hotel/shared/schemas/content';
import { useSiteState } from '../../lib/site-state.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { later } from '../../lib/later.tsx';
import { LanguageLinks } from './language-links.tsx';
import { MenuLink } from './menu-link.tsx';
import styles from './site-header.module.css';

/** Where the signed-in member's menu sits: the header's utility bar or the phone drawer. */
export type MemberMenuPlacement = 'bar' | 'drawer';

interface SiteHeaderProps {
  nav: CmsHotelNav;
  hotelMode: boolean;
  /** The signed-in member's menu for a placement (the app passes the account feature's menu). */
  memberMenu: (name: string, placement: MemberMenuPlacement) => ReactNode;
}

// The drawer opens on a tap, never on first paint: its code loads as the page hydrates, in the
// same file as the rest of the later chrome (the build's `more` group, apps/web/guest-chunks.ts).
const MobileSidebar = later(() => import('./mobile-sidebar.tsx').then((m) => m.MobileSidebar));

export function SiteHeader({ nav, hotelMode, memberMenu }: SiteHeaderProps) {
  const { openLogin, userName } = useSiteState();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const t = useT();

  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <div className={`container ${styles.utilityInner}`}>
          {hotelMode ? (
            <Link to="/home" className={styles.groupLink}>
              {t('layout.groupTop')}
            </Link>
          ) : (
            <span className={styles.tagline}>{t('layout.tagline')}</span>
          )}
          <div className={styles.utilityLinks}>
            <details className={styles.follow}>
              <summary>{t('layout.follow')}</summary>
              <div className={styles.followPanel}>
                <img src="/follow-qr.svg" alt={t('layout.followQrAlt')} width="132" height="132" loading="lazy" />
                <p>{t('layout.followText')}</p>
              </div>
            </details>
            <nav aria-label={t('layout.languages')}>
              <LanguageLinks className={styles.langs} />
            </nav>
            {userName ? (
              memberMenu(userName, 'bar')
            ) : (
              <>
                <button type="button" className={styles.textButton} onClick={openLogin} aria-haspopup="dialog">
                  {t('layout.login')}
                </button>
                <Link to="/register" className={styles.textButton}>
                  {t('layout.register')}
                </Link>
              </>
            )}
          </div>
        </div>
      </div>

      <div className={styles.main}>
        <div className={`container ${styles.mainInner}`}>
          <button type="button" className={styles.burger} onClick={() => setSidebarOpen(true)} aria-haspopup="dialog" aria-label={t('layout.openMenu')} aria-expanded={sidebarOpen}>
            <span />
            <span />
            <span />
          </button>
          <Link to={hotelMode ? `/${nav.HotelCode}/home` : '/home'} className={styles.logo} aria-label={hotelMode ? t('layout.hotelHome', { hotel: nav.HotelName }) : t('layout.groupHome', { name: nav.HotelName })}>
            {hotelMode ? (
              <>
                <img src={nav.Logo} alt="" width="200" height="50" className={styles.logoImg} />
                <span className={styles.logoName}>{nav.HotelName}</span>
              </>
            ) : (
              <>
                {/* The space is not drawn (flex items) but keeps the words apart for the accessible-name check. */}
                <span className={styles.wordmark}>FELTON</span>{' '}
                <span className={styles.logoSub}>HOTELS &amp; RESORTS</span>
              </>
            )}
          </Link>
          <nav aria-label={t('layout.mainMenu')} className={styles.menu}>
            <ul>
              {nav.Menu.map((item) => (
                <li key={item.key}>
                  <MenuLink item={item} className={styles.menuLink} activeClassName={styles.active} />
                </li>
              ))}
            </ul>
          </nav>
          {userName ? (
            <NavLink to="/courtesy" className={styles.mobileAccount} aria-label={t('layout.memberPage')}>
              <AccountIcon />
            </NavLink>
          ) : (
            <button type="button" className={styles.mobileAccount} onClick={openLogin} aria-haspopup="dialog" aria-label={t('layout.login')}>
              <AccountIcon />
            </button>
          )}
        </div>
      </div>
      <MobileSidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} nav={nav} hotelMode={hotelMode} memberMenu={memberMenu} />
    </header>
  );
}

function AccountIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}
