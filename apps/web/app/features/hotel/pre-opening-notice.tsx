import { formatJaDate } from '../../lib/dates.ts';
import styles from './pre-opening-notice.module.css';

/** A pre-opening hotel keeps its pages; its home says discreetly when it opens. */
export function PreOpeningNotice({ openingDate }: { openingDate: string | null }) {
  return (
    <p className={styles.notice}>
      <span className={styles.label}>Opening Soon</span>
      <span>{openingDate ? `${formatJaDate(openingDate)} 開業予定` : '近日開業予定'}</span>
    </p>
  );
}
