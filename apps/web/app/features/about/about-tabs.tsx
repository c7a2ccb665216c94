import { Link } from 'react-router';
import { ABOUT_TABS, type AboutTab } from '@hotel/shared/constants';
import styles from './about-tabs.module.css';

/** Japanese and English labels of the About us tabs. */
export const ABOUT_TAB_LABELS: Record<AboutTab, { label: string; en: string }> = {
  brandStory: { label: 'ブランドストーリー', en: 'Brand Story' },
  brandCenter: { label: 'ブランドセンター', en: 'Brand Center' },
  serviceStandards: { label: 'サービス基準', en: 'Service Standards' },
  hotelCity: { label: 'ホテルと都市', en: 'Hotels & Cities' },
};

/** The tabs are links (?footerNavName=…), so each one is a shareable page that works without JavaScript. */
export function AboutTabs({ current }: { current: AboutTab }) {
  return (
    <nav className={styles.tabs} aria-label="ブランド紹介の項目">
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
                <span className={styles.label}>{ABOUT_TAB_LABELS[tab].label}</span>
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
