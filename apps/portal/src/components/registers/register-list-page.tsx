import { rejectionMessage } from '@dossel/portal-widgets';
import { DataTable, type DataTableColumn, type DataTableSort } from '@dossel/ui-kit';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useDataTableTexts } from '../../hooks/registers/use-data-table-texts';
import { useDeleteRecord, type DeleteRecordOptions } from '../../hooks/registers/use-delete-record';
import { useListParams } from '../../hooks/registers/use-list-params';

interface RegisterListBaseProps<Row extends { id: number }> extends DeleteRecordOptions {
  /** The page's h1, e.g. `t('menu.items.customerGroups')`. */
  title: string;
  /** The register's list query (`customerGroupListOptions(api)`); add `select` to filter its rows. */
  listOptions: { queryKey: QueryKey; queryFn: () => Promise<Row[]>; select?: (rows: Row[]) => Row[] };
  /** The order before the user picks one, e.g. by name ascending. */
  defaultSort: DataTableSort;
  /** The register's paths: 'Novo' leads to `newHref()`, a row's edit button to `editHref(id)`. */
  paths: { newHref: () => string; editHref: (id: number) => string };
  /** Filters shown beside the search box. @default none */
  filters?: ReactNode;
  /** What the page shows between its title and the table, e.g. the field notes waiting to send. @default none */
  intro?: ReactNode;
}

/** What the pattern keeps for the table: the rows, the page, sort and search of the address, the actions. */
export interface RegisterTableState<Row> {
  label: string;
  /** Undefined while they load. */
  rows: readonly Row[] | undefined;
  page: number;
  onPageChange: (page: number) => void;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  search: string;
  onSearchChange: (search: string) => void;
  onEdit: (row: Row) => void;
  /** Deletes after the table has asked; says how it went (never rejects). */
  onDelete: (row: Row) => Promise<void>;
}

export type RegisterListPageProps<Row extends { id: number }> = RegisterListBaseProps<Row> &
  (
    | {
        /** The columns; memoise them (useMemo), the table's search index depends on their identity. */
        columns: readonly DataTableColumn<Row>[];
        /** Names a row in its buttons' labels ('Excluir Grupo Norte'). */
        rowLabel: (row: Row) => string;
        renderTable?: never;
      }
    | {
        /** A table of the register's own instead of the DataTable, e.g. the BenchmarkingTable widget. */
        renderTable: (table: RegisterTableState<Row>) => ReactNode;
        columns?: never;
        rowLabel?: never;
      }
  );

/**
 * The register list pattern (issue 6): the title and 'Novo', the records in a DataTable whose page,
 * sort and search live in the address, edit and delete per row. A delete asks first, then refreshes
 * the list and says 'Registro excluído com sucesso'; one the server refuses shows its first reason.
 */
export function RegisterListPage<Row extends { id: number }>(props: RegisterListPageProps<Row>) {
  const { title, listOptions, resourceKey, defaultSort, paths, remove, filters, deletedToast } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useQuery(listOptions);
  const params = useListParams(defaultSort);
  const { texts, locale } = useDataTableTexts();
  const deleteRow = useDeleteRecord({ remove, resourceKey, deletedToast });

  const table: RegisterTableState<Row> = {
    label: title,
    rows: list.data,
    page: params.page,
    onPageChange: params.setPage,
    sort: params.sort,
    onSortChange: params.setSort,
    search: params.search,
    onSearchChange: params.setSearch,
    onEdit: (row) => void navigate(paths.editHref(row.id)),
    onDelete: async (row) => void (await deleteRow(row)),
  };

  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to={paths.newHref()}>
          {t('registers.common.new')}
        </Button>
      </Group>
      {props.intro}
      {list.isError ? (
        <Alert color="red" role="alert">
          {rejectionMessage(list.error, t)}
        </Alert>
      ) : props.renderTable ? (
        props.renderTable(table)
      ) : (
        <DataTable
          {...table}
          columns={props.columns}
          rowKey={(row) => row.id}
          rowLabel={props.rowLabel}
          texts={texts}
          locale={locale}
          toolbar={filters}
        />
      )}
    </Stack>
  );
}
