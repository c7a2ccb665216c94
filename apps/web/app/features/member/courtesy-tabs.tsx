import { Link } from 'react-router';
import styles from './courtesy.module.css';

export type CourtesyTab = 'mypage' | 'orders' | 'privacy';

const TABS: { tab: CourtesyTab; label: string; eyebrow: string; to: string }[] = [
  { tab: 'mypage', label: 'マイページ', eyebrow: 'My Page', to: '/courtesy' },
  { tab: 'orders', label: '予約履歴', eyebrow: 'Reservations', to: '/courtesy?tab=orders' },
  { tab: 'privacy', label: '個人情報', eyebrow: 'Privacy', to: '/courtesy/privacy' },
];

/** The member centre's tabs (the spec's two, and personal data: decision 0033), as links (?tab=orders) so each view has its own address. */
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
