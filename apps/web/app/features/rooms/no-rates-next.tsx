import { Link } from 'react-router';
import { SITE_MESSAGES } from '@hotel/shared/messages';
import styles from './rate-list.module.css';

/** Beside データなし: what the guest can do next, other dates (the price calendar) or another hotel. */
export function NoRatesNext({ onOtherDates, otherHotelsHref }: { onOtherDates: () => void; otherHotelsHref: string }) {
  return (
    <span className={styles.next}>
      <button type="button" className={styles.nextLink} onClick={onOtherDates} aria-haspopup="dialog">
        {SITE_MESSAGES.noRatesOtherDates}
      </button>
      <Link to={otherHotelsHref} className={styles.nextLink}>
        {SITE_MESSAGES.noRatesOtherHotels}
      </Link>
    </span>
  );
}
