import { Box, Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';

import type { CsvColumn } from '../lib/csv';

/** A column shown in a report table and exported as CSV: the cell shows what `value` exports. */
export interface ReportColumn<Row> extends CsvColumn<Row> {
  /** The cell as shown (formatted); by default the exported value, or '—' when there is none. */
  cell?: (row: Row) => ReactNode;
  /** Numbers align right, so their digits line up. */
  numeric?: boolean;
}

export interface ReportTableProps<Row> {
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Below this width the table scrolls sideways inside its frame, staying legible on a phone. */
  minWidth: number;
  /** What the table holds (its panel's title): the name of its scrolling frame. */
  label: string;
}

/** A report's rows as a table; pass the same columns to the CSV of its ChartCard. */
export function ReportTable<Row>({ columns, rows, rowKey, minWidth, label }: ReportTableProps<Row>) {
  const align = (column: ReportColumn<Row>) => (column.numeric ? 'right' : undefined);
  return (
    // A frame that scrolls is reached by keyboard too, so its columns can be scrolled without a mouse.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table striped highlightOnHover miw={minWidth}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={align(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={align(column)}>
                  {column.cell ? column.cell(row) : (column.value(row) ?? '—')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
