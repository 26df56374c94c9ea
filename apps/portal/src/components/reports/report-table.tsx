import type { Language } from '@dossel/api-client';
import { DATA_TABLE_PAGE_SIZE, DataTable, type CsvColumn, type DataTableColumn } from '@dossel/ui-kit';
import { useMemo, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDataTableTexts } from '../../hooks/registers/use-data-table-texts';
import { useTablePages } from '../../hooks/reports/use-table-pages';

/** A column shown in a report table and exported as CSV: the cell shows what `value` exports. */
export interface ReportColumn<Row> extends CsvColumn<Row> {
  /** The cell as shown (formatted); by default the exported value, or '—' when there is none. */
  cell?: (row: Row) => ReactNode;
  /** Numbers align right, so their digits line up. */
  numeric?: boolean;
  /** What the column sorts by, when the exported value does not sort (a formatted date). @default `value` */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** The column's cell in the totals line under the rows. @default none (no totals line) */
  footer?: ReactNode;
}

export interface ReportTableProps<Row> {
  /** The first column (or `rowHeader`) names the row (a plot, a date): it is the row's header. */
  columns: ReadonlyArray<ReportColumn<Row>>;
  /** Every row; the table shows them a page at a time (the CSV of its card holds them all). */
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Below this width the table scrolls sideways inside its frame, staying legible on a phone. */
  minWidth: number;
  /** What the table holds (its panel's title): the name of the table and of its scrolling frame. */
  label: string;
  /** The index of the column that names each row; the first one stays in view while the rest scroll. @default 0 */
  rowHeader?: number;
  /** A click on a row, e.g. to select its plot on the map. */
  onRowClick?: (row: Row) => void;
  /** The key of the row shown as selected; the table turns to its page whenever it changes. */
  shownKey?: Key | null;
}

/**
 * A report's rows on the registers' DataTable: sortable columns and pages of 20 (the pages' bar only when
 * there is more than one). Pass the same columns to the CSV of its ChartCard.
 */
export function ReportTable<Row>({
  columns,
  rows,
  rowKey,
  minWidth,
  label,
  rowHeader = 0,
  onRowClick,
  shownKey = null,
}: ReportTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const { texts } = useDataTableTexts();
  const locale = i18n.language as Language;
  const tableColumns = useMemo<DataTableColumn<Row>[]>(
    () =>
      columns.map((column) => ({
        key: column.header,
        title: column.header,
        value: column.sortValue ?? column.value,
        render: (row) => (column.cell ? column.cell(row) : (column.value(row) ?? '—')),
        textAlign: column.numeric ? 'right' : 'left',
        footer: column.footer,
      })),
    [columns],
  );
  const pages = useTablePages(rows, rowKey, tableColumns, { shownKey, size: DATA_TABLE_PAGE_SIZE, locale });
  const key = (row: Row) => {
    const value = rowKey(row);
    return typeof value === 'bigint' ? String(value) : value;
  };
  return (
    <DataTable
      label={label}
      columns={tableColumns}
      rows={rows}
      rowKey={key}
      texts={texts}
      locale={locale}
      page={pages.page}
      onPageChange={pages.setPage}
      sort={pages.sort}
      onSortChange={pages.setSort}
      rowHeader={tableColumns[rowHeader]?.key}
      minWidth={minWidth}
      pagerOnOnePage={false}
      emptyText={t('reports.empty')}
      onRowClick={onRowClick}
      isRowHighlighted={shownKey === null ? undefined : (row) => rowKey(row) === shownKey}
    />
  );
}
