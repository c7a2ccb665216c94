import type { ReactNode } from 'react';
import { CourtesyTabs, type CourtesyTab } from './courtesy-tabs.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './courtesy.module.css';

/** The member centre's frame: the hero greeting the member, the tabs, then the tab's content. */
export function MemberCentre({ userName, tab, children }: { userName: string; tab: CourtesyTab; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <div className={styles.hero}>
        <img src="/img/group/courtesy.webp" alt="" width={1200} height={800} className={styles.heroImage} decoding="async" />
        <div className={`container ${styles.heroInner}`}>
          <span className={`eyebrow ${styles.heroEyebrow}`}>Golden Fan Members</span>
          <h1 className={styles.heroTitle}>{t('member.pageTitle')}</h1>
          <p className={styles.welcome}>{t('member.welcome', { name: userName })}</p>
        </div>
      </div>
      <CourtesyTabs current={tab} />
      <section className="section section--tint">
        <div className={`container ${styles.body}`}>{children}</div>
      </section>
    </>
  );
}
