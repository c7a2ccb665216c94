import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { MessageId } from '../../lib/i18n/messages.ts';
import styles from './courtesy.module.css';

export type CourtesyTab = 'mypage' | 'orders' | 'privacy';

const TABS: { tab: CourtesyTab; label: MessageId; eyebrow: string; to: string }[] = [
  { tab: 'mypage', label: 'member.tabMyPage', eyebrow: 'My Page', to: '/courtesy' },
  { tab: 'orders', label: 'member.tabOrders', eyebrow: 'Reservations', to: '/courtesy?tab=orders' },
  { tab: 'privacy', label: 'member.tabPrivacy', eyebrow: 'Privacy', to: '/courtesy/privacy' },
];

/** The member centre's tabs (the spec's two, and personal data: decision 0033), as links (?tab=orders) so each view has its own address. */
export function CourtesyTabs({ current }: { current: CourtesyTab }) {
  const t = useT();
  return (
    <nav aria-label={t('member.tabsLabel')} className={styles.tabs}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.tab}>
            <Link to={tab.to} className={styles.tab} aria-current={current === tab.tab ? 'page' : undefined} preventScrollReset>
              <span className={styles.tabEyebrow} aria-hidden="true">
                {tab.eyebrow}
              </span>
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
