import {
  COST_PER_DAY,
  COST_PER_HA,
  thirdPartyCostsQueryOptions,
  thirdPartyKeys,
  type ThirdPartyCost,
} from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { DataTable, type DataTableColumn, type DataTableSort } from '@dossel/ui-kit';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useDataTableTexts } from '../../../hooks/registers/use-data-table-texts';
import { useDeleteRecord } from '../../../hooks/registers/use-delete-record';
import { useOptionLabels } from '../components/option-labels';
import { ThirdPartyServiceForm } from './third-party-service-form';
import { useFieldOperationsApi } from '../api/use-field-operations-api';

/** The cost a service charges by its standard: per day, per ha or per hour. */
function standardCost(service: ThirdPartyCost): number | null {
  if (service.custo_padrao === COST_PER_DAY) return service.custo_diaria;
  if (service.custo_padrao === COST_PER_HA) return service.custo_ha;
  return service.custo_hora;
}

type Editing = { service: ThirdPartyCost | undefined } | null;

/**
 * The services a provider charges for, on its edit page: the same table as the lists (sort, search,
 * edit and delete with its question) and one small form below it for the service added or edited. The
 * form sits under the table rather than in a dialog or in the rows: it has six fields, which rows would
 * cramp on a phone, and the user keeps the other services in sight while pricing one.
 */
export function ThirdPartyServices({ thirdPartyId }: { thirdPartyId: number }) {
  const { t, i18n } = useTranslation();
  const api = useFieldOperationsApi();
  const services = useQuery(thirdPartyCostsQueryOptions(api, thirdPartyId));
  const { texts, locale } = useDataTableTexts();
  const labels = useOptionLabels();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort>({ column: 'nome', direction: 'asc' });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const language = currentLanguage(i18n);

  const columns = useMemo<DataTableColumn<ThirdPartyCost>[]>(
    () => [
      {
        key: 'nome',
        title: t('fieldOperations.thirdParties.services.fields.nome'),
        value: (service) => service.nome,
        searchable: true,
      },
      {
        key: 'grupo',
        title: t('fieldOperations.thirdParties.services.fields.grupo'),
        value: (service) => labels.name('operationGroups', service.grupo),
        searchable: true,
      },
      {
        key: 'custo_padrao',
        title: t('fieldOperations.thirdParties.services.fields.custo_padrao'),
        value: (service) => labels.name('costTypes', service.custo_padrao),
        searchable: true,
      },
      {
        key: 'custo',
        title: t('fieldOperations.thirdParties.services.fields.custo'),
        value: (service) => standardCost(service),
        render: (service) => {
          const cost = standardCost(service);
          return cost === null ? '—' : formatMoney(cost, language);
        },
        textAlign: 'right',
      },
    ],
    [t, labels, language],
  );

  const deleteService = useDeleteRecord({
    remove: (id) => api.fieldOperations.thirdParties.costs.remove(thirdPartyId, id),
    resourceKey: thirdPartyKeys.costs(thirdPartyId),
  });
  const remove = async (service: ThirdPartyCost) => {
    // A service deleted while it is open in the form below takes the form with it.
    if ((await deleteService(service)) && editing?.service?.id === service.id) setEditing(null);
  };

  const title = t('fieldOperations.thirdParties.services.title');
  return (
    <Stack component="section" gap="md" aria-labelledby="third-party-services-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="third-party-services-title">
          {title}
        </Title>
        <Button
          variant="light"
          onClick={() => setEditing({ service: undefined })}
          disabled={editing !== null}
        >
          {t('fieldOperations.thirdParties.services.add')}
        </Button>
      </Group>
      {services.isError ? (
        <Alert color="red" role="alert">
          {rejectionMessage(services.error, t)}
        </Alert>
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={services.data}
          rowKey={(service) => service.id}
          rowLabel={(service) => service.nome}
          texts={texts}
          locale={locale}
          page={page}
          onPageChange={setPage}
          sort={sort}
          onSortChange={setSort}
          search={search}
          onSearchChange={setSearch}
          onEdit={(service) => setEditing({ service })}
          onDelete={remove}
        />
      )}
      {editing ? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <ThirdPartyServiceForm
            // Another service's form starts from its own values.
            key={editing.service?.id ?? 'new'}
            thirdPartyId={thirdPartyId}
            service={editing.service}
            onDone={() => setEditing(null)}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
