import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './fapiao-fields.module.css';

/** The pay step's note when the fapiao asked for with the order could not be recorded (?fapiao=later). */
export function FapiaoLaterNote() {
  const [search] = useSearchParams();
  const t = useT();
  if (search.get('fapiao') !== 'later') return null;
  return (
    <p className={styles.later} role="status">
      {t('fapiao.laterNote')}
    </p>
  );
}
