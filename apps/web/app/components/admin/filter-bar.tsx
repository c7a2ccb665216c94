import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { HOTEL_PARAM } from '../../lib/admin-hotel.ts';
import { Button } from './button.tsx';
import styles from './filter-bar.module.css';

interface FilterBarProps {
  /** The filter controls: inputs and selects with `name`s, each with a visible label (FilterField). */
  children: ReactNode;
  submitLabel?: string;
  /** Show a クリア link back to the unfiltered list (the hotel kept). */
  clearable?: boolean;
  /** Accessible name of the search region. */
  label?: string;
}

/**
 * A GET form over a list: its fields become the URL's query (linkable, works without JavaScript)
 * and the chosen hotel (?hotel=) travels along. The loader reads them from request.url.
 */
export function FilterBar({ children, submitLabel = '検索', clearable = true, label = '絞り込み' }: FilterBarProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const hotel = params.get(HOTEL_PARAM);
  return (
    <Form method="get" action={pathname} className={styles.bar} role="search" aria-label={label}>
      {hotel ? <input type="hidden" name={HOTEL_PARAM} value={hotel} /> : null}
      <div className={styles.fields}>{children}</div>
      <div className={styles.buttons}>
        <Button type="submit">{submitLabel}</Button>
        {clearable ? (
          <Link className={styles.clear} to={hotel ? `${pathname}?${HOTEL_PARAM}=${encodeURIComponent(hotel)}` : pathname}>
            クリア
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A compact labelled control for a FilterBar. */
export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}
