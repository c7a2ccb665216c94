import { Link } from 'react-router';
import { CITY_SORTS, CITY_SORT_LABELS, type CitySort } from '@hotel/shared/city-search';
import styles from './city-results.module.css';

/** 料金の安い順 / ホテル順 as plain links: the order works without JavaScript and keeps the rest of the search. */
export function CitySortLinks({ current, hrefFor }: { current: CitySort; hrefFor: (sort: CitySort) => string }) {
  return (
    <nav className={styles.sort} aria-label="並び替え">
      <span className={styles.sortLabel} aria-hidden="true">
        並び替え
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
          {CITY_SORT_LABELS[sort]}
        </Link>
      ))}
    </nav>
  );
}
