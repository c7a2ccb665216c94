import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './sale-type-filters.module.css';

interface SaleTypeFiltersProps {
  types: string[];
  current: string | null;
  /** The list page the links point at, e.g. /sales. */
  basePath: string;
}

/** Offer type filters as plain links (?type=…), so they work before JavaScript and can be shared. */
export function SaleTypeFilters({ types, current, basePath }: SaleTypeFiltersProps) {
  const t = useT();
  const items: { label: string; type: string | null }[] = [{ label: t('sales.all'), type: null }, ...types.map((type) => ({ label: type, type }))];
  return (
    <nav className={styles.filters} aria-label={t('sales.filterLabel')}>
      <ul>
        {items.map(({ label, type }) => {
          const active = type === current;
          return (
            <li key={label}>
              <Link
                to={type ? `${basePath}?${new URLSearchParams({ type })}` : basePath}
                className={active ? `${styles.filter} ${styles.active}` : styles.filter}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
