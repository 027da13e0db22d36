import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../button/button';
import { common as commonWords } from '../copy/words/common';
import { dataTable as dataTableWords } from '../copy/words/data-table';
import { cx } from '../internal/cx';
import styles from './data-table.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { common: commonWords, dataTable: dataTableWords };

export interface DataTableColumn<Row> {
  /** Unique among the table's columns. */
  key: string;
  /** The column's heading. */
  header: ReactNode;
  /** What the column shows for a row. */
  cell: (row: Row) => ReactNode;
  /** Present = sortable: the server's sort key for ascending (descending is `-${sortKey}`). */
  sortKey?: string;
  /** 'end' for numbers and money (default 'start'). */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** Names the table (a visible <caption>) and its scrolling region. */
  caption: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  /** The current page's rows, in the order the server gave them. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The current sort, e.g. '-created_at' (descending) or 'total' (ascending). */
  sort?: string;
  /** A sortable heading was pressed: the sort to ask the server for. */
  onSortChange?: (sort: string) => void;
  /** The current page (1-based). */
  page: number;
  /** Rows per page. */
  limit: number;
  /** Rows in all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** A toolbar above the table: the page's filter controls. */
  filters?: ReactNode;
  /** Shown instead of rows when there are none; 'এখানে কিছু নেই' when not given. */
  empty?: ReactNode;
  /** A request is on its way: the region is aria-busy and the rows are dimmed. */
  loading?: boolean;
  className?: string;
}

/** The `aria-sort` of a sortable column under the current sort. */
function ariaSort(sortKey: string, sort: string | undefined): 'ascending' | 'descending' | 'none' {
  if (sort === sortKey) return 'ascending';
  if (sort === `-${sortKey}`) return 'descending';
  return 'none';
}

/** Pressing a sortable heading: the current ascending column turns descending, anything else ascending. */
function nextSort(sortKey: string, sort: string | undefined): string {
  return sort === sortKey ? `-${sortKey}` : sortKey;
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg
      className={styles.sortIcon}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-direction={direction}
    >
      <path
        d="m8 10 4-4 4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={direction === 'descending' ? 0.35 : 1}
      />
      <path
        d="m8 14 4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={direction === 'ascending' ? 0.35 : 1}
      />
    </svg>
  );
}

/**
 * A data table for the operator console, sorted and paged by the server: a visible caption names it,
 * a sortable heading is a button in its <th> (`aria-sort` says the current order), the table scrolls
 * sideways in a focusable region on a phone, and a pagination <nav> under it moves page by page and
 * says where you are: 'পাতা ১ / ৫ · মোট ৪২টি'.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  page,
  limit,
  total,
  onPageChange,
  filters,
  empty,
  loading = false,
  className,
}: DataTableProps<Row>) {
  const t = bn.dataTable;
  const id = useId();
  const captionId = `${id}-caption`;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));

  return (
    <div className={cx(styles.dataTable, className)}>
      {filters ? <div className={styles.filters}>{filters}</div> : null}
      {/* A <section> named by the caption: the scrolling region (role="region"). */}
      <section
        aria-labelledby={captionId}
        aria-busy={loading || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
        tabIndex={0}
        className={styles.scroll}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = column.sortKey ? ariaSort(column.sortKey, sort) : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={direction}
                    data-align={column.align ?? 'start'}
                    className={styles.header}
                  >
                    {column.sortKey && direction && onSortChange ? (
                      <button
                        type="button"
                        className={styles.sort}
                        onClick={() => onSortChange(nextSort(column.sortKey as string, sort))}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={styles.body} data-loading={loading || undefined}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {loading ? bn.common.loading : (empty ?? t.empty)}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className={styles.row}>
                  {columns.map((column) => (
                    <td key={column.key} data-align={column.align ?? 'start'} className={styles.cell}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <nav aria-label={t.pagination} className={styles.pagination}>
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          icon={
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="m15 6-6 6 6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.25"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          }
        >
          {t.previous}
        </Button>
        <p className={styles.status} aria-live="polite">
          {t.status(page, pages, total)}
        </p>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t.next}
          <svg
            className={styles.nextIcon}
            width="18"
            height="18"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="m9 6 6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Button>
      </nav>
    </div>
  );
}
