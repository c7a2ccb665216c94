import type { ReactNode } from 'react';
import styles from './booking-page.module.css';

/** A friendly full-width notice when a booking step cannot go on (missing data, no order id). */
export function BookingNotice({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className={styles.notice} role="alert">
      <span className="eyebrow">Notice</span>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeText}>{children}</p>
      {action}
    </div>
  );
}
