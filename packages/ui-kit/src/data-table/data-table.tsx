import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';

import { ConfirmDialog } from '../confirm-dialog';
import { preloadable } from '../preloadable/preloadable';
import type { DataTableColumn } from './data-table-column';
import type DataTableGridComponent from './data-table-grid';
import type { DataTableSelection } from './data-table-grid';
import type { DataTableTexts } from './data-table-texts';
import { RowActions } from './row-actions';
import { SearchBox } from './search-box';
import { DATA_TABLE_PAGE_SIZE, useTableRows, type DataTableSort } from './table-rows';

const OnDemandGrid = preloadable(() =>
  import('./data-table-grid').then((module) => module.default as ComponentType<object>),
);
// On demand, the grid's type parameter is lost; the module's own type gives it back.
const DataTableGrid = OnDemandGrid as unknown as typeof DataTableGridComponent;

const NO_ROWS: readonly never[] = [];

export interface DataTableProps<Row> {
  /** Names the table for assistive technology, e.g. the screen's title. */
  label: string;
  /** The columns; keep their identity between renders (useMemo), the search index depends on it. */
  columns: readonly DataTableColumn<Row>[];
  /** Every row (the table searches, sorts and pages them); undefined while they load: skeleton rows. */
  rows: readonly Row[] | undefined;
  /**
   * Paged by the server: `rows` is the shown page only and this counts every matching row. The table then
   * neither searches nor sorts (the host's query does, so there is no search box) and only pages.
   * @default undefined: the table pages every row it is given
   */
  serverTotal?: number;
  rowKey: (row: Row) => string | number;
  /** Every text, in the user's language (`dataTableTexts(t)`). */
  texts: DataTableTexts;
  /** The shown page, 1-based; controlled, so a host can keep it in the address. */
  page: number;
  onPageChange: (page: number) => void;
  /** The order of the rows; controlled. */
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  /**
   * The search box's text; controlled (the box tells a change after a short pause in typing).
   * @default '' with no search box, when `onSearchChange` is not given either
   */
  search?: string;
  /** Shows the search box. @default no search box */
  onSearchChange?: (search: string) => void;
  /** Names a row in its action buttons' labels ('Editar Grupo Norte'). @default the row's key */
  rowLabel?: (row: Row) => string;
  /** Adds an edit button to each row. @default no edit button */
  onEdit?: (row: Row) => void;
  /**
   * Adds a delete button to each row, which asks first ('Deseja excluir esse registro?') and then calls
   * this; the dialog waits until it settles. It must not reject: telling the user why is the caller's.
   * @default no delete button
   */
  onDelete?: (row: Row) => Promise<void>;
  /** Beside the search box, e.g. filters. @default nothing */
  toolbar?: ReactNode;
  /** Language of the alphabetical order, e.g. 'pt-BR'. @default the browser's */
  locale?: string;
  /**
   * The key of the column that names each row (a plot, a date): its cells are row headers, and when it
   * is the first column it stays in view while the others scroll. @default no row headers
   */
  rowHeader?: string;
  /**
   * Below this width (px) the table scrolls sideways inside a named frame the keyboard reaches; its headers
   * wrap, so the columns are as narrow as their longest words. @default none (one-line headers)
   */
  minWidth?: number;
  /** Rows a page. @default 20 (DATA_TABLE_PAGE_SIZE) */
  pageSize?: number;
  /** Whether the pages' bar ('1–5 de 5') shows when every row fits one page. @default true */
  pagerOnOnePage?: boolean;
  /** A checkbox per row and one for the page's rows, e.g. to download several files. @default none */
  selection?: DataTableSelection<Row>;
  /** A click on a row, e.g. to show it on a map. @default rows are not clickable */
  onRowClick?: (row: Row) => void;
  /** Rows drawn in the primary colour's light shade, e.g. the one shown on a map. @default none */
  isRowHighlighted?: (row: Row) => boolean;
  /** What the table says when there are no rows. @default `texts.empty` */
  emptyText?: string;
}

/**
 * A list of records: sortable columns, a search box, pages of 20, skeleton rows while loading, an
 * empty text, and edit and delete buttons per row. Page, sort and search are the host's, so a screen
 * can keep them in its address; only the shown page's rows are rendered, so 10,000 rows stay quick.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  serverTotal,
  rowKey,
  texts,
  page,
  onPageChange,
  sort,
  onSortChange,
  search = '',
  onSearchChange,
  rowLabel = (row) => String(rowKey(row)),
  onEdit,
  onDelete,
  toolbar,
  locale,
  rowHeader,
  minWidth,
  pageSize = DATA_TABLE_PAGE_SIZE,
  pagerOnOnePage = true,
  selection,
  onRowClick,
  isRowHighlighted,
  emptyText = texts.empty,
}: DataTableProps<Row>) {
  const serverPaged = serverTotal !== undefined;
  const tableView = useTableRows(serverPaged ? NO_ROWS : (rows ?? NO_ROWS), columns, {
    search,
    sort,
    page,
    locale,
    size: pageSize,
  });
  const view = serverPaged ? { pageRows: [...(rows ?? NO_ROWS)], matching: serverTotal, page } : tableView;
  const [deleting, setDeleting] = useState<{ row: Row; busy: boolean } | null>(null);
  const loading = rows === undefined;

  const confirmDelete = async () => {
    if (!deleting || !onDelete) return;
    setDeleting({ ...deleting, busy: true });
    try {
      await onDelete(deleting.row);
    } finally {
      setDeleting(null);
    }
  };

  const hasActions = Boolean(onEdit ?? onDelete);
  const renderActions = (row: Row) => (
    <RowActions
      name={rowLabel(row)}
      texts={texts}
      onEdit={onEdit ? () => onEdit(row) : undefined}
      onDelete={onDelete ? () => setDeleting({ row, busy: false }) : undefined}
    />
  );

  return (
    <Stack gap="sm">
      {(onSearchChange && !serverPaged) || toolbar ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {onSearchChange && !serverPaged ? (
            <SearchBox label={texts.search} search={search} onSearchChange={onSearchChange} />
          ) : null}
          {toolbar}
        </Group>
      ) : null}
      {loading ? <VisuallyHidden role="status">{texts.loading}</VisuallyHidden> : null}
      <Suspense fallback={<Skeleton height={240} radius="md" aria-hidden />}>
        <DataTableGrid
          label={label}
          columns={columns}
          pageRows={loading ? undefined : view.pageRows}
          matching={view.matching}
          page={view.page}
          onPageChange={onPageChange}
          sort={sort}
          onSortChange={onSortChange}
          rowKey={rowKey}
          texts={texts}
          emptyText={rows?.length === 0 || !search.trim() ? emptyText : texts.noMatch}
          renderActions={hasActions ? renderActions : undefined}
          rowHeader={rowHeader}
          minWidth={minWidth}
          pageSize={pageSize}
          pagerOnOnePage={pagerOnOnePage}
          selection={selection}
          onRowClick={onRowClick}
          isRowHighlighted={isRowHighlighted}
        />
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title={texts.confirmDeleteTitle}
        message={texts.confirmDeleteMessage}
        confirmLabel={texts.confirmDelete}
        cancelLabel={texts.cancel}
        busy={deleting?.busy}
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** Starts loading the grid's code before a table renders (a route loader, beside the screen's data). */
DataTable.preload = OnDemandGrid.preload;

/**
 * Settles once the grid's code has arrived, so the next table renders its grid at once instead of a
 * skeleton first: a story's loader or a test awaits it before a screenshot. A failed download settles
 * too (the table then shows its skeleton and tries again).
 */
DataTable.ready = async (): Promise<void> => {
  OnDemandGrid.preload();
  await import('./data-table-grid').catch(() => undefined);
  // preloadable keeps the component a few promise steps after the module arrives; a task later it has.
  await new Promise((resolve) => setTimeout(resolve, 0));
};
