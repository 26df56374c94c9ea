import type { Import, Language } from '@dossel/api-client';
import { type DataTableColumn } from '@dossel/ui-kit';
import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { useSearchParamsUpdate } from '../../../hooks/use-search-param';
import { useRegistersApi } from '../api/use-registers-api';
import { CustomerSelect } from '../components/customer-select';
import { QueriedDataTable } from '../components/queried-data-table';
import { useListParams } from '../../../hooks/registers/use-list-params';
import { ImportStatus } from './import-status';
import { CUSTOMER_PARAM, importListQuery, importsPageListOptions } from './imports-list-query';
import { IMPORT_KIND_LABELS, IMPORT_STATUS_LABELS } from './import-texts';

/**
 * `/imports`: the newest imports of the provider's data (issue 15), one customer's when chosen, each with
 * where it stands (and how far it has got while under way, read again every 2 s), its problems, who sent
 * it and when. Staff only.
 */
export function ImportsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [search, update] = useSearchParamsUpdate();
  const query = importListQuery(search);
  const imports = useQuery(importsPageListOptions(useRegistersApi(), search));
  const params = useListParams({ column: 'createdAt', direction: 'desc' });
  const title = t('menu.items.imports');

  const columns = useMemo<DataTableColumn<Import>[]>(
    () => [
      {
        key: 'customer',
        title: t('registers.imports.fields.customer'),
        value: (item) => item.customer_name,
        searchable: true,
      },
      {
        key: 'kind',
        title: t('registers.imports.fields.kind'),
        value: (item) => `${IMPORT_KIND_LABELS[item.kind](t)}\n${item.monitoring_date ?? ''}`,
        // The monitoring date under its kind: weeds and anomalies are of a date, plots are not.
        render: (item) => (
          <Stack gap={0}>
            <Text size="sm">{IMPORT_KIND_LABELS[item.kind](t)}</Text>
            {item.monitoring_date === null ? null : (
              <Text size="xs" c="gray.7">
                {t('registers.imports.detail.monitoringDate', {
                  date: formatDate(item.monitoring_date, language),
                })}
              </Text>
            )}
          </Stack>
        ),
        searchable: true,
      },
      {
        key: 'file',
        title: t('registers.imports.fields.file'),
        value: (item) => item.file_name,
        render: (item) => (
          <Box miw={160} maw={240}>
            <Anchor
              component={Link}
              to={paths.imports.detailHref(item.id)}
              size="sm"
              fw={600}
              aria-label={t('registers.imports.open', { file: item.file_name })}
              style={{ overflowWrap: 'anywhere' }}
            >
              {item.file_name}
            </Anchor>
          </Box>
        ),
        searchable: true,
      },
      {
        key: 'status',
        title: t('registers.imports.fields.status'),
        value: (item) => IMPORT_STATUS_LABELS[item.status](t),
        render: (item) => <ImportStatus item={item} />,
        searchable: true,
      },
      {
        key: 'problems',
        title: t('registers.imports.fields.problems'),
        value: (item) => item.problem_count,
        render: (item) => (item.problem_count === 0 ? '—' : formatNumber(item.problem_count, language)),
        textAlign: 'right',
      },
      {
        key: 'createdAt',
        title: t('registers.imports.fields.createdAt'),
        value: (item) => item.created_at,
        // Who sent it under when: one column, so the table fits beside the menu.
        render: (item) => (
          <Stack gap={0} miw={120}>
            <Text size="sm">{formatDateTime(item.created_at, language)}</Text>
            <Text size="xs" c="gray.7">
              {item.created_by_name}
            </Text>
          </Stack>
        ),
      },
    ],
    [t, language],
  );

  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={4} maw={760}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="gray.7">{t('registers.imports.intro')}</Text>
        </Stack>
        <Button component={Link} to={paths.imports.newHref()}>
          {t('registers.imports.new')}
        </Button>
      </Group>
      <QueriedDataTable
        query={imports}
        label={title}
        columns={columns}
        rowKey={(item) => item.id}
        params={params}
        empty={t('registers.imports.empty')}
        toolbar={
          <CustomerSelect
            label={t('registers.imports.fields.customer')}
            emptyLabel={t('registers.imports.allCustomers')}
            value={query.customer_id === undefined ? '' : String(query.customer_id)}
            onChange={(event) => update({ [CUSTOMER_PARAM]: event.currentTarget.value, page: null })}
          />
        }
      />
    </Stack>
  );
}
