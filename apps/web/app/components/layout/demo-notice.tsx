import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './demo-notice.module.css';

/**
 * The demo site's notice (DEMO_MODE=1, decision 0013): above the header on every page, in the
 * page's flow so it never covers content.
 */
export function DemoNotice() {
  const t = useT();
  return (
    <aside className={styles.notice} aria-label={t('demo.noticeLabel')}>
      <p className={`container ${styles.text}`}>
        <strong className={styles.badge}>{t('demo.badge')}</strong>
        <span>{t('demo.notice')}</span>
      </p>
    </aside>
  );
}
