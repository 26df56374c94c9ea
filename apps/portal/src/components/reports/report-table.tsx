import type { Language } from '@dossel/api-client';
import type { CsvColumn } from '@dossel/ui-kit';
import { Box, Group, Pagination, Stack, Table, Text, type TableTrProps } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../lib/format';
import { useTablePages, type TablePages } from '../../hooks/reports/use-table-pages';
import classes from './report-table.module.css';

/** A column shown in a report table and exported as CSV: the cell shows what `value` exports. */
export interface ReportColumn<Row> extends CsvColumn<Row> {
  /** The cell as shown (formatted); by default the exported value, or '—' when there is none. */
  cell?: (row: Row) => ReactNode;
  /** Numbers align right, so their digits line up. */
  numeric?: boolean;
}

export interface ReportTableProps<Row> {
  /** The first column names the row (a plot, a date): it is the row's header and stays in view. */
  columns: ReadonlyArray<ReportColumn<Row>>;
  /** Every row; the table shows them a page at a time (the CSV of its card holds them all). */
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Below this width the table scrolls sideways inside its frame, staying legible on a phone. */
  minWidth: number;
  /** What the table holds (its panel's title): the name of the table and of its scrolling frame. */
  label: string;
  /** Attributes of a row, e.g. to mark and select it. */
  rowProps?: (row: Row) => TableTrProps;
  /** A row to bring into view (its page) whenever it changes, e.g. the plot selected on the map. */
  shownKey?: Key | null;
}

/** A report's rows as a table, a page at a time; pass the same columns to the CSV of its ChartCard. */
export function ReportTable<Row>({
  columns,
  rows,
  rowKey,
  minWidth,
  label,
  rowProps,
  shownKey,
}: ReportTableProps<Row>) {
  const pages = useTablePages(rows, rowKey, { shownKey });
  const align = (column: ReportColumn<Row>) => (column.numeric ? 'right' : undefined);
  const content = (column: ReportColumn<Row>, row: Row) =>
    column.cell ? column.cell(row) : (column.value(row) ?? '—');
  return (
    <Stack gap="xs">
      <TableFrame label={label}>
        <Table striped highlightOnHover miw={minWidth} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th
                  key={column.header}
                  scope="col"
                  ta={align(column)}
                  className={index === 0 ? classes.rowHeader : undefined}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pages.rows.map((row) => (
              <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <Table.Th key={column.header} scope="row" className={classes.rowHeader}>
                      {content(column, row)}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.header} ta={align(column)}>
                      {content(column, row)}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableFrame>
      <TablePager pages={pages} label={label} />
    </Stack>
  );
}

/**
 * A table's frame that scrolls sideways inside its card, so a wide table never widens the page. A frame
 * that scrolls is reached by keyboard too, so its columns can be scrolled without a mouse.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box className={classes.frame} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Box>
  );
}

/** Which rows the page shows ('21–40 de 150') and the pages to go to; nothing when all rows fit one page. */
function TablePager<Row>({ pages, label }: { pages: TablePages<Row>; label: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  if (pages.pageCount === 1) return null;
  const count = (value: number) => formatNumber(value, language, 0);
  return (
    <Group
      component="nav"
      aria-label={t('reports.table.pages', { table: label })}
      justify="space-between"
      gap="xs"
    >
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('reports.table.range', {
          first: count(pages.first),
          last: count(pages.last),
          total: count(pages.total),
        })}
      </Text>
      <Pagination
        size="sm"
        total={pages.pageCount}
        value={pages.page}
        onChange={pages.setPage}
        getItemProps={(page) => ({ 'aria-label': t('reports.table.page', { page }) })}
        getControlProps={(control) => ({ 'aria-label': t(`reports.table.${control}`) })}
      />
    </Group>
  );
}
