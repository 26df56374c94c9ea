import { rejectionMessage } from '@dossel/portal-widgets';
import { DataTable, type DataTableColumn } from '@dossel/ui-kit';
import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDataTableTexts } from '../../../hooks/registers/use-data-table-texts';
import type { ListParams } from '../../../hooks/registers/use-list-params';

interface QueriedDataTableProps<Row> {
  /** The list as its query has it: loading (skeleton rows), refused (its reason) or read. */
  query: Pick<UseQueryResult<readonly Row[]>, 'data' | 'error' | 'isError'>;
  label: string;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Sort, search and page: in the address (useListParams) or in the component (useLocalListParams). */
  params: ListParams;
  /** What the table says when the list is empty. */
  empty: string;
  toolbar?: ReactNode;
}

/**
 * A staff list read by one query (background jobs, imports, API keys, an import's problems and preview):
 * the refusal's reason when the query failed, else the table with its sort, search and page.
 */
export function QueriedDataTable<Row>({
  query,
  label,
  columns,
  rowKey,
  params,
  empty,
  toolbar,
}: QueriedDataTableProps<Row>) {
  const { t } = useTranslation();
  const { texts, locale } = useDataTableTexts();
  const tableTexts = useMemo(() => ({ ...texts, empty }), [texts, empty]);
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {rejectionMessage(query.error, t)}
      </Alert>
    );
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={query.data}
      rowKey={rowKey}
      texts={tableTexts}
      locale={locale}
      page={params.page}
      onPageChange={params.setPage}
      sort={params.sort}
      onSortChange={params.setSort}
      search={params.search}
      onSearchChange={params.setSearch}
      toolbar={toolbar}
    />
  );
}
