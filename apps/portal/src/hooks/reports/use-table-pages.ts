import { useState, type Key } from 'react';

/** Rows a page of a report table: a customer's ~150 plots would make a page thousands of pixels long. */
export const ROWS_PER_PAGE = 20;

/** One page of a table's rows, and where it sits among them (1-based, as they are shown). */
export interface TablePages<Row> {
  rows: readonly Row[];
  page: number;
  pageCount: number;
  /** The place of the page's first and last row among all rows, e.g. 21 and 40 of 150. */
  first: number;
  last: number;
  total: number;
  setPage: (page: number) => void;
}

interface PageState {
  /** The rows the page was chosen for, by their keys. */
  rowKeys: string;
  shownKey: Key | null;
  page: number;
}

/**
 * Splits `rows` into pages. Other rows (new filters, another date) start again at page 1; when `shownKey`
 * changes (e.g. a plot selected on the map), the page turns to its row.
 */
export function useTablePages<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => Key,
  { shownKey = null, size = ROWS_PER_PAGE }: { shownKey?: Key | null; size?: number } = {},
): TablePages<Row> {
  const rowKeys = rows.map((row) => String(rowKey(row))).join('\n');
  const pageOf = (key: Key | null, otherwise: number) => {
    const index = key === null ? -1 : rows.findIndex((row) => rowKey(row) === key);
    return index < 0 ? otherwise : Math.floor(index / size) + 1;
  };
  const [state, setState] = useState<PageState>(() => ({ rowKeys, shownKey, page: pageOf(shownKey, 1) }));

  // Adjusted while rendering, not in an effect, so the old page of other rows is never shown.
  let { page } = state;
  if (state.rowKeys !== rowKeys || state.shownKey !== shownKey) {
    page = pageOf(shownKey, state.rowKeys === rowKeys ? state.page : 1);
    setState({ rowKeys, shownKey, page });
  }

  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pageCount);
  const start = (current - 1) * size;
  const pageRows = rows.slice(start, start + size);
  return {
    rows: pageRows,
    page: current,
    pageCount,
    first: rows.length === 0 ? 0 : start + 1,
    last: start + pageRows.length,
    total: rows.length,
    setPage: (next) => setState({ rowKeys, shownKey, page: next }),
  };
}
