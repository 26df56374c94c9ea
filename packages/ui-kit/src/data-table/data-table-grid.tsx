// The table itself, loaded with the first screen that shows one: mantine-datatable and its styles never
// reach pages without a table (the sign-in page's budget).
import 'mantine-datatable/styles.css';

import { Group, MantineThemeProvider, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { DataTable as MantineDataTable, type DataTableColumn as MantineColumn } from 'mantine-datatable';
import { useEffect, useRef, type ReactNode } from 'react';

import type { DataTableColumn } from './data-table-column';
import type { DataTableTexts } from './data-table-texts';
import type { DataTableSort } from './table-rows';

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
  /** The key of the column that names each row: its cells are row headers, pinned when it is first. */
  rowHeader?: string;
  /** Below this width the table scrolls sideways inside a named frame the keyboard reaches. */
  minWidth?: number;
  pageSize: number;
  /** Whether the pages' bar shows when every row fits one page. */
  pagerOnOnePage: boolean;
  selection?: DataTableSelection<Row>;
  onRowClick?: (row: Row) => void;
  isRowHighlighted?: (row: Row) => boolean;
}

/** Rows chosen with a checkbox each, and one in the header for the shown page's rows. */
export interface DataTableSelection<Row> {
  /** The chosen rows (rows of other pages or filters may be among them). */
  selected: readonly Row[];
  /** Every row chosen after a click: the host decides what it keeps (e.g. a limit). */
  onChange: (selected: Row[]) => void;
  /** The header checkbox's name, e.g. 'Selecionar todos os documentos visíveis'. */
  selectAllLabel: string;
  /** A row checkbox's name, e.g. 'Selecionar Relatório.pdf'. */
  selectLabel: (row: Row) => string;
}

/** Every header cell is a column header to assistive technology (mantine-datatable sets no scope). */
const columnHeaders = { components: { TableTh: { defaultProps: { scope: 'col' } } } };

const SKELETON_ROWS = Array.from({ length: 5 }, (_, index) => ({ skeleton: index }));

function SortButton({
  title,
  direction,
  onClick,
  wrap,
}: {
  title: string;
  direction: DataTableSort['direction'] | null;
  onClick: () => void;
  /** Whether a long title may take several lines (a wide table's headers), as a plain header would. */
  wrap: boolean;
}) {
  const arrow = (
    <Text component="span" aria-hidden fz="xs" c={direction ? 'brand.7' : 'gray.6'}>
      {direction === 'desc' ? '▼' : direction === 'asc' ? '▲' : '↕'}
    </Text>
  );
  if (wrap) {
    // The arrow stays on the line of the title's last word, so it widens a wrapped header the least.
    return (
      <UnstyledButton
        onClick={onClick}
        fw={700}
        fz="inherit"
        style={{ whiteSpace: 'normal', textAlign: 'inherit' }}
      >
        {title}
        {'\u00a0'}
        {arrow}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="inherit">
      <Group component="span" gap={6} wrap="nowrap">
        {title}
        {arrow}
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
  rowHeader,
  minWidth,
  pageSize,
  pagerOnOnePage,
  selection,
  onRowClick,
  isRowHighlighted,
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
    // The totals line's cells are th's too, given scope="col" by the theme: there the row header's cell
    // heads the line and the others are its figures (cells, which may be empty). The selection column's
    // cell, when there is one, comes first.
    const footerCells = [...(tableRef.current?.querySelectorAll('tfoot th') ?? [])];
    const footerKeys = [...(selection ? [null] : []), ...columns.map((column) => column.key)];
    footerCells.forEach((cell, index) => {
      if (footerKeys[index] === rowHeader && rowHeader !== undefined) {
        cell.setAttribute('scope', 'row');
        cell.removeAttribute('role');
      } else {
        cell.removeAttribute('scope');
        cell.setAttribute('role', 'cell');
      }
    });
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
          wrap={minWidth !== undefined}
        />
      ),
    textAlign: column.textAlign,
    width: column.width,
    footer: column.footer,
    // A row header's cell stays a td (mantine-datatable renders no th in rows); its role says what it is.
    customCellAttributes: column.key === rowHeader ? () => ({ role: 'rowheader' }) : undefined,
    noWrap: column.key === rowHeader || undefined,
    cellsStyle: column.key === rowHeader ? () => ({ fontWeight: 600 }) : undefined,
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

  const pinFirst = rowHeader !== undefined && columns[0]?.key === rowHeader;
  const paged = pagerOnOnePage || matching > pageSize;
  const idOf = (row: Row) => (loading ? (row as { skeleton: number }).skeleton : rowKey(row));
  const pagination = paged
    ? {
        page,
        onPageChange,
        totalRecords: loading ? undefined : matching,
        recordsPerPage: pageSize,
        paginationWithEdges: true,
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          texts.range(from, to, totalRecords),
        getPaginationControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': texts[control],
        }),
        getPaginationItemProps: (item: number) => ({
          'aria-label': texts.page(item),
          'aria-current': item === page ? ('page' as const) : undefined,
        }),
      }
    : {};
  const selectionProps = selection
    ? {
        selectedRecords: [...selection.selected],
        onSelectedRecordsChange: selection.onChange,
        allRecordsSelectionCheckboxProps: { 'aria-label': selection.selectAllLabel },
        getRecordSelectionCheckboxProps: (row: Row) => ({ 'aria-label': selection.selectLabel(row) }),
      }
    : {};

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
        pinFirstColumn={pinFirst}
        styles={minWidth ? { table: { minWidth } } : undefined}
        // A frame that scrolls is reached by keyboard too, so its columns can be scrolled without a mouse.
        scrollAreaProps={
          minWidth ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } : undefined
        }
        onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
        customRowAttributes={
          isRowHighlighted ? (row) => ({ 'data-highlighted': isRowHighlighted(row) || undefined }) : undefined
        }
        rowStyle={
          isRowHighlighted
            ? (row) =>
                isRowHighlighted(row) ? { backgroundColor: 'var(--mantine-primary-color-light)' } : undefined
            : undefined
        }
        {...selectionProps}
        columns={shownColumns}
        // Skeleton rows stand in for the rows to come; their cells draw bars, not values.
        records={loading ? (SKELETON_ROWS as Row[]) : pageRows}
        idAccessor={idOf}
        // Also the pagination's text while there is no count: 'Carregando…' under the skeleton rows.
        // mantine-datatable keeps its empty state in the page, transparent, even beside rows, where a
        // screen reader would still read "no information": it says something only when nothing matches.
        noRecordsText={loading ? texts.loading : matching === 0 ? emptyText : ''}
        {...pagination}
      />
    </MantineThemeProvider>
  );
}
