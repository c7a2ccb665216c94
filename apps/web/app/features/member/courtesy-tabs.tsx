import { Link } from 'react-router';
import styles from './courtesy.module.css';

export type CourtesyTab = 'mypage' | 'orders';

const TABS: { tab: CourtesyTab; label: string; eyebrow: string; to: string }[] = [
  { tab: 'mypage', label: 'マイページ', eyebrow: 'My Page', to: '/courtesy' },
  { tab: 'orders', label: '予約履歴', eyebrow: 'Reservations', to: '/courtesy?tab=orders' },
];

/** The member centre's two tabs, as links (?tab=orders) so each view has its own address. */
export function CourtesyTabs({ current }: { current: CourtesyTab }) {
  return (
    <nav aria-label="会員ページの項目" className={styles.tabs}>
      <ul>
        {TABS.map((t) => (
          <li key={t.tab}>
            <Link to={t.to} className={styles.tab} aria-current={current === t.tab ? 'page' : undefined} preventScrollReset>
              <span className={styles.tabEyebrow} aria-hidden="true">
                {t.eyebrow}
              </span>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
