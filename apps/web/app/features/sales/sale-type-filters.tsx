import { Link } from 'react-router';
import styles from './sale-type-filters.module.css';

interface SaleTypeFiltersProps {
  types: string[];
  current: string | null;
  /** The list page the links point at, e.g. /sales. */
  basePath: string;
}

/** Offer type filters as plain links (?type=…), so they work before JavaScript and can be shared. */
export function SaleTypeFilters({ types, current, basePath }: SaleTypeFiltersProps) {
  const items: { label: string; type: string | null }[] = [{ label: 'すべて', type: null }, ...types.map((t) => ({ label: t, type: t }))];
  return (
    <nav className={styles.filters} aria-label="特典の種類で絞り込む">
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
