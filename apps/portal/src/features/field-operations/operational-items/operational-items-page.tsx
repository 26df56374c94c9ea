import {
  operationalItemKeys,
  operationalItemsQueryOptions,
  type Language,
  type OperationalItem,
} from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { RegisterListPage } from '../../../components/registers/register-list-page';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { useOptionLabels } from '../components/option-labels';
import { OPERATIONAL_ITEM_TOAST_MS } from './operational-item-toasts';

/** `/operational-items`: the current customer's operational items, by item, with their cost in R$. */
export function OperationalItemsPage() {
  const { t, i18n } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useOptionLabels();
  const language = i18n.language as Language;
  const columns = useMemo<DataTableColumn<OperationalItem>[]>(
    () => [
      {
        key: 'item',
        title: t('fieldOperations.operationalItems.fields.item'),
        value: (item) => item.item,
        searchable: true,
      },
      {
        key: 'categoria',
        title: t('fieldOperations.operationalItems.fields.category'),
        value: (item) => labels.name('operationalItemCategories', item.categoria),
        searchable: true,
      },
      {
        key: 'unidade',
        title: t('fieldOperations.common.fields.unit'),
        value: (item) => labels.name('operationalItemUnits', item.unidade),
        searchable: true,
      },
      {
        key: 'custo_atual',
        title: t('fieldOperations.common.fields.currentCost'),
        value: (item) => item.custo_atual,
        render: (item) => formatMoney(item.custo_atual, language),
        textAlign: 'right',
      },
    ],
    [t, labels, language],
  );
  return (
    <RegisterListPage
      title={t('menu.items.operationalItems')}
      listOptions={operationalItemsQueryOptions(api)}
      resourceKey={operationalItemKeys.all}
      columns={columns}
      defaultSort={{ column: 'item', direction: 'asc' }}
      paths={paths.operationalItems}
      rowLabel={(item) => item.item}
      remove={(id) => api.fieldOperations.operationalItems.remove(id)}
      deletedToast={{
        message: t('fieldOperations.operationalItems.toasts.deleted'),
        autoClose: OPERATIONAL_ITEM_TOAST_MS,
      }}
    />
  );
}
