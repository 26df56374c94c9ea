import { sortRows, type DataTableColumn, type DataTableSort } from '@dossel/ui-kit';
import { useState, type Key } from 'react';

/** No column chosen: the rows keep the order the screen gave them (by concern, by date…). */
export const UNSORTED: DataTableSort = { column: '', direction: 'asc' };

/** A report table's sort and page; the DataTable sorts and slices the rows itself. */
export interface TablePages {
  sort: DataTableSort;
  setSort: (sort: DataTableSort) => void;
  page: number;
  setPage: (page: number) => void;
}

interface PageState {
  /** The rows the page was chosen for, by their keys. */
  rowKeys: string;
  shownKey: Key | null;
  sort: DataTableSort;
  page: number;
}

/** A column as sorting reads it: the table's column, its key and the value it sorts by. */
type SortColumn<Row> = Pick<DataTableColumn<Row>, 'key' | 'value'>;

/**
 * The sort and page of a report table. Other rows (new filters, another date) start again at page 1, as
 * does another sort; when `shownKey` changes (e.g. a plot selected on the map), the page turns to its row
 * in the shown order.
 */
export function useTablePages<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => Key,
  columns: readonly SortColumn<Row>[],
  { shownKey = null, size, locale }: { shownKey?: Key | null; size: number; locale?: string },
): TablePages {
  const rowKeys = rows.map((row) => String(rowKey(row))).join('\n');
  const pageOf = (key: Key | null, sort: DataTableSort, otherwise: number) => {
    if (key === null) return otherwise;
    const column = columns.find((candidate) => candidate.key === sort.column);
    const shown = sortRows(rows, column, sort.direction, locale);
    const index = shown.findIndex((row) => rowKey(row) === key);
    return index < 0 ? otherwise : Math.floor(index / size) + 1;
  };
  const [state, setState] = useState<PageState>(() => ({
    rowKeys,
    shownKey,
    sort: UNSORTED,
    page: pageOf(shownKey, UNSORTED, 1),
  }));

  // Adjusted while rendering, not in an effect, so the old page of other rows is never shown.
  let current = state;
  if (state.rowKeys !== rowKeys || state.shownKey !== shownKey) {
    current = {
      ...state,
      rowKeys,
      shownKey,
      page: pageOf(shownKey, state.sort, state.rowKeys === rowKeys ? state.page : 1),
    };
    setState(current);
  }

  return {
    sort: current.sort,
    setSort: (sort) => setState({ ...current, sort, page: 1 }),
    page: current.page,
    setPage: (page) => setState({ ...current, page }),
  };
}
