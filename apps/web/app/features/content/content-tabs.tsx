import { Link } from 'react-router';
import { FOOTER_LINKS } from '../../lib/site-links.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './content-tabs.module.css';

/** The six information pages as a side list (a swipeable row on phones); the open page is marked. */
export function ContentTabs({ current }: { current: string }) {
  const t = useT();
  return (
    <nav className={styles.tabs} aria-label={t('content.tabsLabel')}>
      <ul>
        {FOOTER_LINKS.map((link) => {
          const active = link.name === current;
          return (
            <li key={link.name}>
              <Link to={`/${link.name}`} className={active ? `${styles.tab} ${styles.active}` : styles.tab} aria-current={active ? 'page' : undefined}>
                <span className={styles.label}>{t(link.label)}</span>
                <span className={styles.en} lang="en">
                  {link.en}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
