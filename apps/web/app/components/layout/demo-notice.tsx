import styles from './demo-notice.module.css';

/**
 * The demo site's notice (DEMO_MODE=1, decision 0013): above the header on every page, in the
 * page's flow so it never covers content.
 */
export function DemoNotice() {
  return (
    <aside className={styles.notice} aria-label="デモサイトのお知らせ">
      <p className={`container ${styles.text}`}>
        <strong className={styles.badge}>デモサイト</strong>
        <span>デモサイトです。実際の決済やSMS送信は行われません。</span>
      </p>
    </aside>
  );
}
