import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import styles from './pre-opening-notice.module.css';

/** A pre-opening hotel keeps its pages; its home says discreetly when it opens. */
export function PreOpeningNotice({ openingDate }: { openingDate: string | null }) {
  const t = useT();
  const f = useFormat();
  return (
    <p className={styles.notice}>
      <span className={styles.label}>Opening Soon</span>
      <span>{openingDate ? t('hotel.opensOn', { date: f.date(openingDate) }) : t('hotel.opensSoon')}</span>
    </p>
  );
}
