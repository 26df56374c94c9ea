import type { ReactNode } from 'react';

import type { RowValueColumn } from './table-rows';

/** A column of a DataTable. */
export interface DataTableColumn<Row> extends RowValueColumn<Row> {
  /** Names the column; the sort key kept in the address (`?sort=name:asc`). */
  key: string;
  /** The header, already translated. */
  title: string;
  /** The cell as shown; by default its `value`, or '—' when there is none. */
  render?: (row: Row) => ReactNode;
  /** Whether its header sorts the rows. @default true */
  sortable?: boolean;
  /** @default 'left' */
  textAlign?: 'left' | 'center' | 'right';
  /** A fixed width, e.g. 120 or '30%'. @default the content's */
  width?: number | string;
  /** The column's cell in a totals line under the rows. @default none (no totals line) */
  footer?: ReactNode;
}
