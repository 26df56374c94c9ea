import { supplyKeys, suppliesQueryOptions, type Language, type Supply } from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { RegisterListPage } from '../../../components/registers/register-list-page';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { useOptionLabels } from '../components/option-labels';

/** `/supplies`: the current customer's supplies, by name, with their group, unit and cost in R$. */
export function SuppliesPage() {
  const { t, i18n } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useOptionLabels();
  const language = i18n.language as Language;
  const columns = useMemo<DataTableColumn<Supply>[]>(
    () => [
      {
        key: 'insumo',
        title: t('fieldOperations.supplies.fields.supply'),
        value: (supply) => supply.insumo,
        searchable: true,
      },
      {
        key: 'grupo',
        title: t('fieldOperations.common.fields.group'),
        value: (supply) => labels.name('operationGroups', supply.grupo),
        searchable: true,
      },
      {
        key: 'unidade',
        title: t('fieldOperations.common.fields.unit'),
        value: (supply) => labels.name('supplyUnits', supply.unidade),
        searchable: true,
      },
      {
        key: 'custo_atual',
        title: t('fieldOperations.common.fields.currentCost'),
        value: (supply) => supply.custo_atual,
        render: (supply) => formatMoney(supply.custo_atual, language),
        textAlign: 'right',
      },
    ],
    [t, labels, language],
  );
  return (
    <RegisterListPage
      title={t('menu.items.supplies')}
      listOptions={suppliesQueryOptions(api)}
      resourceKey={supplyKeys.all}
      columns={columns}
      defaultSort={{ column: 'insumo', direction: 'asc' }}
      paths={paths.supplies}
      rowLabel={(supply) => supply.insumo}
      remove={(id) => api.fieldOperations.supplies.remove(id)}
    />
  );
}
