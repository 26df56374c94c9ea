// The table itself, loaded with the first screen that shows one: mantine-datatable and its styles never
// reach pages without a table (the sign-in page's budget).
import 'mantine-datatable/styles.css';

import { Group, MantineThemeProvider, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { DataTable as MantineDataTable, type DataTableColumn as MantineColumn } from 'mantine-datatable';
import { useEffect, useRef, type ReactNode } from 'react';

import type { DataTableColumn } from './data-table-column';
import type { DataTableTexts } from './data-table-texts';
import { DATA_TABLE_PAGE_SIZE, type DataTableSort } from './table-rows';

export interface DataTableGridProps<Row> {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The shown page's rows; undefined while the list loads. */
  pageRows: Row[] | undefined;
  matching: number;
  page: number;
  onPageChange: (page: number) => void;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  rowKey: (row: Row) => string | number;
  texts: DataTableTexts;
  emptyText: string;
  /** The row-actions cell of a row, when the table has actions. */
  renderActions?: (row: Row) => ReactNode;
}

/** Every header cell is a column header to assistive technology (mantine-datatable sets no scope). */
const columnHeaders = { components: { TableTh: { defaultProps: { scope: 'col' } } } };

const SKELETON_ROWS = Array.from({ length: 5 }, (_, index) => ({ skeleton: index }));

function SortButton({
  title,
  direction,
  onClick,
}: {
  title: string;
  direction: DataTableSort['direction'] | null;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="inherit">
      <Group component="span" gap={6} wrap="nowrap">
        {title}
        <Text component="span" aria-hidden fz="xs" c={direction ? 'brand.7' : 'gray.6'}>
          {direction === 'desc' ? '▼' : direction === 'asc' ? '▲' : '↕'}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

export default function DataTableGrid<Row>({
  label,
  columns,
  pageRows,
  matching,
  page,
  onPageChange,
  sort,
  onSortChange,
  rowKey,
  texts,
  emptyText,
  renderActions,
}: DataTableGridProps<Row>) {
  const tableRef = useRef<HTMLTableElement | null>(null);
  const loading = pageRows === undefined;

  // A sort button says its column; how the column is sorted belongs on its header cell (aria-sort),
  // which mantine-datatable renders without a way to pass attributes. Set after every render: the
  // header cells may have been rendered anew.
  useEffect(() => {
    for (const column of columns) {
      const cell = tableRef.current?.querySelector(`th[data-accessor="${column.key}"]`);
      if (!cell || column.sortable === false) continue;
      const direction = sort.column === column.key ? sort.direction : null;
      cell.setAttribute('aria-sort', direction === 'asc' ? 'ascending' : direction ? 'descending' : 'none');
    }
  });

  const toggleSort = (key: string) =>
    onSortChange({
      column: key,
      direction: sort.column === key && sort.direction === 'asc' ? 'desc' : 'asc',
    });

  const shownColumns: MantineColumn<Row>[] = columns.map((column) => ({
    accessor: column.key,
    title:
      column.sortable === false ? (
        column.title
      ) : (
        <SortButton
          title={column.title}
          direction={sort.column === column.key ? sort.direction : null}
          onClick={() => toggleSort(column.key)}
        />
      ),
    textAlign: column.textAlign,
    width: column.width,
    render: (row) =>
      loading ? <Skeleton height={14} radius="sm" /> : (column.render?.(row) ?? column.value(row) ?? '—'),
  }));
  if (renderActions) {
    shownColumns.push({
      accessor: '__actions',
      title: texts.actions,
      textAlign: 'right',
      width: 110,
      render: (row) => (loading ? <Skeleton height={14} radius="sm" /> : renderActions(row)),
    });
  }

  return (
    <MantineThemeProvider theme={columnHeaders}>
      <MantineDataTable<Row>
        tableRef={(table) => {
          tableRef.current = table;
        }}
        aria-label={label}
        aria-busy={loading || undefined}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={matching === 0 && !loading ? 180 : undefined}
        columns={shownColumns}
        // Skeleton rows stand in for the rows to come; their cells draw bars, not values.
        records={loading ? (SKELETON_ROWS as Row[]) : pageRows}
        idAccessor={(row) => (loading ? (row as { skeleton: number }).skeleton : rowKey(row))}
        // Also the pagination's text while there is no count: 'Carregando…' under the skeleton rows.
        noRecordsText={loading ? texts.loading : emptyText}
        page={page}
        onPageChange={onPageChange}
        totalRecords={loading ? undefined : matching}
        recordsPerPage={DATA_TABLE_PAGE_SIZE}
        paginationWithEdges
        paginationText={({ from, to, totalRecords }) => texts.range(from, to, totalRecords)}
        getPaginationControlProps={(control) => ({ 'aria-label': texts[control] })}
        getPaginationItemProps={(item) => ({
          'aria-label': texts.page(item),
          'aria-current': item === page ? 'page' : undefined,
        })}
      />
    </MantineThemeProvider>
  );
}
