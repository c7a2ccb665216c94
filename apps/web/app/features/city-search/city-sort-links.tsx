import { Link } from 'react-router';
import { CITY_SORTS, type CitySort } from '@hotel/shared/city-search';
import type { MessageId } from '../../lib/i18n/messages.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './city-results.module.css';

/** 料金の安い順 / ホテル順 as plain links: the order works without JavaScript and keeps the rest of the search. */
/** CITY_SORT_LABELS in the page's language. */
const SORT_LABELS: Record<CitySort, MessageId> = { price: 'citySearch.sortPrice', hotel: 'citySearch.sortHotel' };

export function CitySortLinks({ current, hrefFor }: { current: CitySort; hrefFor: (sort: CitySort) => string }) {
  const t = useT();
  return (
    <nav className={styles.sort} aria-label={t('citySearch.sortLabel')}>
      <span className={styles.sortLabel} aria-hidden="true">
        {t('citySearch.sortLabel')}
      </span>
      {CITY_SORTS.map((sort) => (
        <Link
          key={sort}
          to={hrefFor(sort)}
          className={sort === current ? styles.sortActive : styles.sortLink}
          aria-current={sort === current ? 'page' : undefined}
          preventScrollReset
          replace
        >
          {t(SORT_LABELS[sort])}
        </Link>
      ))}
    </nav>
  );
}
