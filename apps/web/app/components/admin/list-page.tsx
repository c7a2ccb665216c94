import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { RowData } from '@tanstack/react-table';
import { HOTEL_PARAM } from '../../lib/admin-hotel.ts';
import { Pager } from '../ui/pager.tsx';
import { AdminPage } from './admin-page.tsx';
import { ButtonLink } from './button.tsx';
import { DataTable, type AdminColumnDef } from './data-table.tsx';
import { FilterBar, FilterField } from './filter-bar.tsx';
import styles from './list-page.module.css';

/** One control of a list's filters, read from and written to the URL's query under `name`. */
export type ListFilter =
  | { name: string; label: string; type: 'select'; options: readonly { value: string; label: string }[]; anyLabel?: string }
  | { name: string; label: string; type?: 'text' | 'search' | 'date'; placeholder?: string };

interface ListPageProps<T extends RowData> {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Above the filters: tabs, the result of the last action. */
  above?: ReactNode;
  filters?: readonly ListFilter[];
  /** Between the filters and the rows: a message about the search itself. */
  below?: ReactNode;
  /** Accessible name of the filters' search region. */
  filterLabel?: string;
  /** Query parameters the filters, the pager and クリア carry along besides the hotel (e.g. scope). */
  keep?: readonly string[];
  /** The rows; null while nothing has been asked (a search page before its first search). */
  rows: T[] | null;
  columns: AdminColumnDef<T>[];
  caption: string;
  getRowId: (row: T) => string;
  /** Shown in place of rows: `empty` for an unfiltered list, `emptyFiltered` when a filter is set. */
  empty: string;
  emptyFiltered?: string;
  /** Under the filters; `{total}件` by default. */
  summary?: ReactNode;
  /** A list served page by page (?page=): its position, for the pager and the count. */
  pages?: { page: number; pageSize: number; total: number };
  /** A CSV download of what the filters select (the endpoint's path; the hotel and filters are added). */
  csvPath?: string | null;
  /** On a phone these replace the table (a list whose table would need sideways scrolling to read). */
  phoneCards?: ReactNode;
  /** On a phone, say that the table scrolls sideways. */
  scrollHint?: boolean;
  minWidth?: string;
  dense?: boolean;
}

/**
 * A back-office list: the page's title and actions, a filter bar whose fields are the URL's query
 * (linkable, works without JavaScript), a count, the table with its empty state, the pager and,
 * where offered, the CSV of the same filters. Every link keeps the hotel and the `keep` parameters.
 */
export function ListPage<T extends RowData>(props: ListPageProps<T>) {
  const { filters = [], keep = [], rows, pages } = props;
  const [params] = useSearchParams();
  const carried = [HOTEL_PARAM, ...keep];
  const filtered = filters.some((f) => params.get(f.name));
  const query = (names: readonly string[], extra: Record<string, string> = {}) => {
    const next = new URLSearchParams();
    for (const name of names) if (params.get(name)) next.set(name, params.get(name)!);
    for (const [name, value] of Object.entries(extra)) next.set(name, value);
    return next.toString();
  };
  const filterNames = filters.map((f) => f.name);
  const pageHref = (page: number) => `?${query([...carried, ...filterNames], page > 1 ? { page: String(page) } : {})}`;
  const csv = props.csvPath ? (
    <ButtonLink to={`${props.csvPath}?${query([HOTEL_PARAM, ...filterNames])}`} reloadDocument>
      CSV出力
    </ButtonLink>
  ) : null;
  const table = rows ? (
    <DataTable
      columns={props.columns}
      data={rows}
      caption={props.caption}
      getRowId={props.getRowId}
      emptyText={filtered && props.emptyFiltered ? props.emptyFiltered : props.empty}
      minWidth={props.minWidth}
      dense={props.dense}
    />
  ) : null;

  return (
    <AdminPage
      title={props.title}
      description={props.description}
      actions={
        props.actions || csv ? (
          <>
            {props.actions}
            {csv}
          </>
        ) : undefined
      }
    >
      <div className={styles.stack}>
        {props.above}
        {filters.length > 0 ? (
          // Keyed by the filters' values: a link that changes them (クリア) shows them afresh.
          <FilterBar key={filterNames.map((n) => params.get(n) ?? '').join('&')} label={props.filterLabel} keep={keep}>
            {filters.map((filter) => (
              <FilterControl key={filter.name} filter={filter} value={params.get(filter.name) ?? ''} />
            ))}
          </FilterBar>
        ) : null}
        {props.below}
        {rows ? (
          <>
            <p className={styles.summary}>
              <span>{props.summary ?? `${pages?.total ?? rows.length}件`}</span>
              {props.scrollHint ? (
                <span className={styles.scrollHint} aria-hidden="true">
                  表は横にスクロールできます →
                </span>
              ) : null}
            </p>
            {props.phoneCards ? (
              <>
                <div className={styles.wideOnly}>{table}</div>
                <div className={styles.phoneOnly}>{props.phoneCards}</div>
              </>
            ) : (
              table
            )}
          </>
        ) : null}
        {pages ? <Pager page={pages.page} pageSize={pages.pageSize} total={pages.total} hrefFor={pageHref} /> : null}
      </div>
    </AdminPage>
  );
}

function FilterControl({ filter, value }: { filter: ListFilter; value: string }) {
  const id = `filter-${filter.name}`;
  return (
    <FilterField label={filter.label} htmlFor={id}>
      {filter.type === 'select' ? (
        <select id={id} name={filter.name} defaultValue={value}>
          <option value="">{filter.anyLabel ?? 'すべて'}</option>
          {filter.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={filter.name} type={filter.type ?? 'text'} defaultValue={value} placeholder={filter.placeholder} autoComplete="off" />
      )}
    </FilterField>
  );
}
