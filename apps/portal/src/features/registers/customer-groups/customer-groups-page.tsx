import { customerGroupKeys, customerGroupListOptions, type CustomerGroup } from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useRegistersApi } from '../api/use-registers-api';
import { RegisterListPage } from '../../../components/registers/register-list-page';

/** `/customer-groups`: the customer groups, by name. */
export function CustomerGroupsPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const columns = useMemo<DataTableColumn<CustomerGroup>[]>(
    () => [
      {
        key: 'name',
        title: t('registers.customerGroups.fields.name'),
        value: (group) => group.name,
        searchable: true,
      },
    ],
    [t],
  );
  return (
    <RegisterListPage
      title={t('menu.items.customerGroups')}
      listOptions={customerGroupListOptions(api)}
      resourceKey={customerGroupKeys.all}
      columns={columns}
      defaultSort={{ column: 'name', direction: 'asc' }}
      paths={paths.customerGroups}
      rowLabel={(group) => group.name}
      remove={(id) => api.registers.customerGroups.remove(id)}
    />
  );
}
