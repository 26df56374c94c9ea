import {
  BENCHMARKING_CSV_FILE_NAME,
  type Benchmarking,
  type CoreClient,
  type CustomerOption,
  type Language,
} from '@dossel/api-client';
import {
  DataTable,
  dataTableTexts,
  saveFile,
  showToast,
  type DataTableColumn,
  type DataTableSort,
} from '@dossel/ui-kit';
import { Alert, Button } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { messageText } from '../i18n/message-text';
import { rejectionMessage } from '../i18n/rejection-message';
import { benchmarkingCsv } from './benchmarking-csv';
import { BenchmarkingFilters } from './benchmarking-filters';
import { NO_FILTER, useBenchmarkingSource, type BenchmarkingFilter } from './benchmarking-source';
import { formatDay } from './format-day';

export interface BenchmarkingTableProps {
  /** Names the table for assistive technology, e.g. the screen's title. */
  label: string;
  /**
   * Loads the history and the customers through this client (an embedding site); without it the table
   * shows `rows` and `customers` (a host with its own cache, as the portal). @default none: the props are shown
   */
  client?: CoreClient;
  /** The entries `filter` answers (every customer's, or the chosen one's); undefined while they load. @default undefined */
  rows?: readonly Benchmarking[];
  /** The customers of the filter, sorted by name; undefined while they load. @default undefined */
  customers?: readonly CustomerOption[];
  /** The customer and date filter; controlled with `onFilterChange`. @default kept inside, no filter */
  filter?: BenchmarkingFilter;
  onFilterChange?: (filter: BenchmarkingFilter) => void;
  /** The shown page, 1-based; controlled with `onPageChange` (a host keeps it in its address). @default kept inside */
  page?: number;
  onPageChange?: (page: number) => void;
  /** The order of the rows; controlled with `onSortChange`. @default kept inside, by customer */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** The search box's text; controlled with `onSearchChange`. @default kept inside */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** Adds an edit button to each row. @default no edit button */
  onEdit?: (row: Benchmarking) => void;
  /**
   * Adds a delete button to each row, which asks first; then this deletes and tells the user (it must
   * not reject). With a `client`, the table loads the history again afterwards. @default no delete button
   */
  onDelete?: (row: Benchmarking) => Promise<void>;
  /** Beside the filters, e.g. the host's own buttons. @default nothing */
  toolbar?: ReactNode;
}

const BY_CUSTOMER: DataTableSort = { column: 'customer_name', direction: 'asc' };

function useColumns(): DataTableColumn<Benchmarking>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const numeric = (
      key: 'ima7' | 'performance' | 'impacto_clima',
      title: string,
    ): DataTableColumn<Benchmarking> => ({
      key,
      title,
      value: (row) => row[key],
      render: (row) => (row[key] === null ? '—' : number.format(row[key])),
      textAlign: 'right',
    });
    return [
      {
        key: 'customer_name',
        title: t('widgets.benchmarkingTable.columns.customer'),
        value: (row) => row.customer_name,
        searchable: true,
      },
      {
        key: 'data',
        title: t('widgets.benchmarkingTable.columns.date'),
        value: (row) => row.data,
        render: (row) => formatDay(row.data, language),
        // The ISO date is searched: '2024' finds a year, '2024-03' a month.
        searchable: true,
      },
      numeric('ima7', t('widgets.benchmarkingTable.columns.ima7')),
      numeric('performance', t('widgets.benchmarkingTable.columns.performance')),
      numeric('impacto_clima', t('widgets.benchmarkingTable.columns.impactoClima')),
    ];
  }, [t, language]);
}

/**
 * The benchmarking history (issue 6): a sortable, searchable table with a customer and date filter
 * (`/register/benchmarking/filtros`), edit and delete per row, and the CSV export done in the browser
 * (`benchmarking_data.csv`). The portal's list shows it; another site can embed it with a client.
 */
export function BenchmarkingTable({
  label,
  client,
  rows: hostRows,
  customers: hostCustomers,
  onEdit,
  onDelete,
  toolbar,
  ...state
}: BenchmarkingTableProps) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useUncontrolled({
    value: state.filter,
    defaultValue: NO_FILTER,
    onChange: state.onFilterChange,
  });
  const [page, setPage] = useUncontrolled({
    value: state.page,
    defaultValue: 1,
    onChange: state.onPageChange,
  });
  const [sort, setSort] = useUncontrolled({
    value: state.sort,
    defaultValue: BY_CUSTOMER,
    onChange: state.onSortChange,
  });
  const [search, setSearch] = useUncontrolled({
    value: state.search,
    defaultValue: '',
    onChange: state.onSearchChange,
  });
  const source = useBenchmarkingSource(client, filter);
  const rows = client ? source.rows.value : hostRows;
  const customers = client ? source.customers.value : hostCustomers;
  const columns = useColumns();
  const texts = useMemo(() => dataTableTexts((key, values) => messageText(t, key, values)), [t]);

  // A new filter, sort or search starts at page 1; a host that keeps the page resets it itself, in the
  // same change of its address.
  const restartPage = () => {
    if (state.page === undefined) setPage(1);
  };

  const exportCsv = () => {
    if (!rows?.length) {
      void showToast({ kind: 'info', message: t('widgets.benchmarkingTable.csv.noData') });
      return;
    }
    const csv = benchmarkingCsv(rows, i18n.language as Language, t('widgets.benchmarkingTable.csv.customer'));
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), BENCHMARKING_CSV_FILE_NAME);
    void showToast({ kind: 'success', message: t('widgets.benchmarkingTable.csv.done') });
  };

  const deleteRow =
    onDelete &&
    (async (row: Benchmarking) => {
      await onDelete(row);
      if (client) source.rows.reload();
    });

  // Only a table that loads its own rows can fail here; a host shows its own failures.
  if (client && source.rows.error !== undefined) {
    return (
      <Alert color="red" role="alert">
        {rejectionMessage(source.rows.error, t)}
      </Alert>
    );
  }
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => `${row.customer_name} ${formatDay(row.data, i18n.language)}`}
      texts={texts}
      locale={i18n.language}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        restartPage();
      }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        restartPage();
      }}
      onEdit={onEdit}
      onDelete={deleteRow}
      toolbar={
        <>
          <BenchmarkingFilters
            filter={filter}
            onFilterChange={(next) => {
              setFilter(next);
              restartPage();
            }}
            customers={customers}
          />
          <Button variant="default" onClick={exportCsv}>
            {t('widgets.benchmarkingTable.csv.download')}
          </Button>
          {toolbar}
        </>
      }
    />
  );
}
