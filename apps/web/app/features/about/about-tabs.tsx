import { Link } from 'react-router';
import { ABOUT_TABS, type AboutTab } from '@hotel/shared/constants';
import { ABOUT_TAB_LABELS } from './about-tab-labels.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './about-tabs.module.css';

/** The tabs are links (?footerNavName=…), so each one is a shareable page that works without JavaScript. */
export function AboutTabs({ current }: { current: AboutTab }) {
  const t = useT();
  return (
    <nav className={styles.tabs} aria-label={t('about.tabsLabel')}>
      <ul className="container">
        {ABOUT_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={tab === 'brandStory' ? '/home/about-us' : `/home/about-us?footerNavName=${tab}`}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                <span className={styles.label}>{t(ABOUT_TAB_LABELS[tab].label)}</span>
                <span className={styles.en} lang="en">
                  {ABOUT_TAB_LABELS[tab].en}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
