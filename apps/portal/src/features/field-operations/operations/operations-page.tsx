import { operationKeys, operationsQueryOptions, type Language, type Operation } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { DataTable, type DataTableColumn } from '@dossel/ui-kit';
import { Alert, Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { DateFilter } from '@dossel/ui-kit/dates';
import { paths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import { useDataTableTexts } from '../../../hooks/registers/use-data-table-texts';
import { useDeleteRecord } from '../../../hooks/registers/use-delete-record';
import { CostSummary } from '../cost-summary/cost-summary';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { useOptionLabels } from '../components/option-labels';
import { useOperationFilters } from './use-operation-filters';

/** The API orders the records (newest first) and pages them: the columns do not sort. */
const NO_SORT = { column: 'data', direction: 'desc' } as const;

/**
 * `/operations`: the current customer's operation records, newest first, a page of 20 at a time from the
 * API (there may be 100,000), filtered by period and operation group, each with its total cost in R$.
 * Page and filters live in the address; edit and delete per row as in every register.
 */
export function OperationsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const api = useFieldOperationsApi();
  const navigate = useNavigate();
  const labels = useOptionLabels();
  const { texts, locale } = useDataTableTexts();
  const filters = useOperationFilters();
  // The page shown stays while the next one loads, so paging does not flash skeleton rows.
  const list = useQuery({ ...operationsQueryOptions(api, filters.query), placeholderData: keepPreviousData });

  const columns = useMemo(() => {
    const shown: DataTableColumn<Operation>[] = [
      {
        key: 'data',
        title: t('fieldOperations.operations.fields.date'),
        value: (row) => formatDate(row.data, language),
      },
      {
        key: 'operacao_item',
        title: t('fieldOperations.operations.fields.operationalItem'),
        value: (row) => row.operacao_item,
      },
      { key: 'gloc3', title: t('fieldOperations.places.gloc3'), value: (row) => row.gloc3 },
      {
        key: 'grupo',
        title: t('fieldOperations.operations.fields.group'),
        value: (row) => labels.name('operationGroups', row.grupo),
      },
      {
        key: 'prestador_nome',
        title: t('fieldOperations.operations.fields.execution'),
        value: (row) =>
          row.prestador_nome
            ? `${labels.name('executionTypes', row.execucao)} · ${row.prestador_nome}`
            : labels.name('executionTypes', row.execucao),
      },
      {
        key: 'custo_total',
        title: t('fieldOperations.operations.fields.totalCost'),
        value: (row) => (row.custo_total === null ? null : formatMoney(row.custo_total, language)),
        textAlign: 'right',
      },
    ];
    return shown.map((column) => ({ ...column, sortable: false }));
  }, [t, labels, language]);

  const deleteRow = useDeleteRecord({
    remove: (id) => api.fieldOperations.operations.remove(id),
    resourceKey: operationKeys.all,
  });

  const filterBar = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateFilter
        label={t('fieldOperations.operations.filters.from')}
        value={filters.query.de ?? ''}
        onChange={(value) => filters.setFilter('de', value)}
      />
      <DateFilter
        label={t('fieldOperations.operations.filters.to')}
        value={filters.query.ate ?? ''}
        onChange={(value) => filters.setFilter('ate', value)}
      />
      <NativeSelect
        label={t('fieldOperations.operations.fields.group')}
        value={filters.query.grupo ?? ''}
        onChange={(event) => filters.setFilter('grupo', event.currentTarget.value)}
      >
        <option value="">{t('fieldOperations.operations.filters.allGroups')}</option>
        {labels.choices('operationGroups').map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Group>
  );

  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('menu.items.operations')}
        </Title>
        <Button component={Link} to={paths.operations.newHref()}>
          {t('registers.common.new')}
        </Button>
      </Group>
      {list.isError ? (
        <Alert color="red" role="alert">
          {rejectionMessage(list.error, t)}
        </Alert>
      ) : (
        <DataTable
          label={t('menu.items.operations')}
          columns={columns}
          rows={list.data?.items}
          serverTotal={list.data?.total ?? 0}
          rowKey={(row) => row.id}
          rowLabel={(row) =>
            t('fieldOperations.operations.rowLabel', {
              item: row.operacao_item,
              date: formatDate(row.data, language),
              plot: row.gloc3,
            })
          }
          texts={texts}
          locale={locale}
          page={list.data?.page ?? filters.query.page ?? 1}
          onPageChange={filters.setPage}
          sort={NO_SORT}
          onSortChange={() => undefined}
          search=""
          onSearchChange={() => undefined}
          onEdit={(row) => void navigate(paths.operations.editHref(row.id))}
          onDelete={async (row) => void (await deleteRow(row))}
          toolbar={filterBar}
        />
      )}
      {/* Issue 7 "costs at a glance": the summary sits under the records it sums up. */}
      <CostSummary />
    </Stack>
  );
}
