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
  label?: string | undefined;
  /** Query parameters kept as they are by a search and by クリア, besides the hotel (e.g. scope). */
  keep?: readonly string[];
}

/**
 * A GET form over a list: its fields become the URL's query (linkable, works without JavaScript)
 * and the chosen hotel (?hotel=) travels along, with any other `keep` parameter. The loader reads them from request.url.
 */
export function FilterBar({ children, submitLabel = '検索', clearable = true, label = '絞り込み', keep = [] }: FilterBarProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const kept = [HOTEL_PARAM, ...keep].flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value] as const] : [];
  });
  const clearTo = kept.length ? `${pathname}?${new URLSearchParams(kept.map(([n, v]) => [n, v])).toString()}` : pathname;
  return (
    <Form method="get" action={pathname} className={styles.bar} role="search" aria-label={label}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.fields}>{children}</div>
      <div className={styles.buttons}>
        <Button type="submit">{submitLabel}</Button>
        {clearable ? (
          <Link className={styles.clear} to={clearTo}>
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
