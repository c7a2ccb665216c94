import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import styles from './data-table.module.css';

/** What a column may say about its look (columnDef.meta). */
export interface AdminColumnMeta {
  /** Numbers and money right-aligned. */
  align?: 'left' | 'right' | 'center';
  /** Keep the cell on one line (dates, codes, states). */
  nowrap?: boolean;
  /** A CSS width for the column, e.g. '8rem'. */
  width?: string;
}

/**
 * TanStack Table v9 declares the features a table uses. The back office's tables: sorting
 * (optional, driven by the URL) and the few sort functions below; nothing else ships.
 */
const columnMeta: AdminColumnMeta = {};
export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  // Type-only slot: it types columnDef.meta (stripped at runtime).
  columnMeta,
});
export type AdminTableFeatures = typeof adminTableFeatures;

/** A column of a DataTable of T rows. */
// Each column has its own value type; a list of them can only say "some value" (TanStack's own examples do the same).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AdminColumnDef<T extends RowData> = ColumnDef<AdminTableFeatures, T, any>;

/**
 * Typed columns without writing the features: const col = adminColumnHelper<Order>();
 * const columns = col.columns([col.accessor('orderNo', { header: '予約番号' }), …]).
 * Define columns at module scope (a stable reference).
 */
export function adminColumnHelper<T extends RowData>() {
  return createColumnHelper<AdminTableFeatures, T>();
}

interface DataTableProps<T extends RowData> {
  columns: AdminColumnDef<T>[];
  data: T[];
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  /** A stable id per row (e.g. the order number); the row index when omitted. */
  getRowId?: (row: T, index: number) => string;
  /**
   * Sort by clicking a column header: the header is a link that sets ?sort=<column id>&dir=asc|desc
   * (or the prefixed names for a second table on a page). Works without JavaScript and stays in the URL.
   * Columns with enableSorting: false never sort.
   */
  sortable?: boolean;
  /** The loader sorts (reads ?sort= and ?dir= itself): rows are shown in the order given. */
  manualSorting?: boolean;
  /** Query names when a page has two sortable tables. */
  sortParamPrefix?: string;
  /** Shown in place of rows when there are none. */
  emptyText?: ReactNode;
  /** Extra class for a row (e.g. a cancelled order greyed). */
  rowClassName?: (row: T) => string | undefined;
  /** Tighter rows for long lists. */
  dense?: boolean;
  /** Narrowest the table gets before it scrolls sideways (a phone): '40rem' by default. */
  minWidth?: string;
}

/**
 * The back office's table: server-rendered rows from the loader's data, column definitions as
 * TanStack Table v9 has them, optional URL sorting, an empty state, and a horizontal scroll on a
 * phone (the table keeps its columns rather than squashing them).
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  caption,
  getRowId,
  sortable = false,
  manualSorting = false,
  sortParamPrefix = '',
  emptyText = '該当するデータがありません',
  rowClassName,
  dense = false,
  minWidth = '40rem',
}: DataTableProps<T>) {
  const [params] = useSearchParams();
  const sortKey = `${sortParamPrefix}sort`;
  const dirKey = `${sortParamPrefix}dir`;
  const sortBy = params.get(sortKey);
  const sorting: SortingState = sortable && sortBy ? [{ id: sortBy, desc: params.get(dirKey) === 'desc' }] : [];
  const knownSort = sorting.every((s) => columns.some((c) => columnId(c) === s.id));

  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    ...(getRowId ? { getRowId: (row: T, index: number) => getRowId(row, index) } : {}),
    state: { sorting: knownSort ? sorting : [] },
    manualSorting,
    enableSorting: sortable,
    enableMultiSort: false,
  });

  const hrefFor = (id: string, current: false | 'asc' | 'desc'): string => {
    const next = new URLSearchParams(params);
    next.set(sortKey, id);
    next.set(dirKey, current === 'asc' ? 'desc' : 'asc');
    return `?${next.toString()}`;
  };

  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;

  return (
    // A region so that a keyboard can scroll a wide table; named apart from the section the table
    // sits in (which often carries the same heading), so the two landmarks are told apart.
    <div className={styles.scroller} role="region" aria-label={`${caption}の表`} tabIndex={0}>
      {/* An empty table keeps to the screen: its one message is not cut off on a phone. */}
      <table className={[styles.table, dense ? styles.dense : null].filter(Boolean).join(' ')} style={rows.length ? { minWidth } : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                const canSort = sortable && !header.isPlaceholder && header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    colSpan={header.colSpan}
                    scope="col"
                    className={alignClass(meta)}
                    style={meta?.width ? { width: meta.width } : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <Link to={hrefFor(header.column.id, sorted)} className={styles.sortLink} preventScrollReset replace>
                        <table.FlexRender header={header} />
                        <span className={styles.sortMark} aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </Link>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={alignClass(cell.column.columnDef.meta)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function columnId<T extends RowData>(column: AdminColumnDef<T>): string | undefined {
  if (column.id) return column.id;
  return 'accessorKey' in column && typeof column.accessorKey === 'string' ? column.accessorKey.replaceAll('.', '_') : undefined;
}

function alignClass(meta: AdminColumnMeta | undefined): string | undefined {
  const list = [meta?.align === 'right' ? styles.right : meta?.align === 'center' ? styles.center : null, meta?.nowrap ? styles.nowrap : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
