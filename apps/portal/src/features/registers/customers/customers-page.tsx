import { customerKeys, type Customer } from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useSearchParamsUpdate } from '../../../hooks/use-search-param';
import { useRegistersApi } from '../api/use-registers-api';
import { RegisterListPage } from '../../../components/registers/register-list-page';
import { CustomerGroupSelect } from './customer-group-select';
import { customersListOptions, GROUP_PARAM, groupOf } from './customers-list-options';

/** `/customers`: the customers by name, optionally of one group (`?group=2`, kept in the address). */
export function CustomersPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const [params, update] = useSearchParamsUpdate();
  const groupId = groupOf(params);
  const columns = useMemo<DataTableColumn<Customer>[]>(
    () => [
      {
        key: 'name',
        title: t('registers.customers.fields.name'),
        value: (customer) => customer.name,
        searchable: true,
      },
      {
        key: 'document',
        title: t('registers.customers.fields.document'),
        value: (customer) => customer.document,
        searchable: true,
      },
      {
        key: 'emailDomain',
        title: t('registers.customers.fields.emailDomain'),
        value: (customer) => customer.emailDomain,
        searchable: true,
      },
      {
        key: 'customerGroup',
        title: t('registers.customers.fields.customerGroup'),
        value: (customer) => customer.customerGroupName,
        searchable: true,
      },
    ],
    [t],
  );
  return (
    <RegisterListPage
      title={t('menu.items.customers')}
      listOptions={customersListOptions(api, params)}
      resourceKey={customerKeys.all}
      columns={columns}
      defaultSort={{ column: 'name', direction: 'asc' }}
      paths={paths.customers}
      rowLabel={(customer) => customer.name}
      remove={(id) => api.registers.customers.remove(id)}
      filters={
        <CustomerGroupSelect
          label={t('registers.customers.filterByGroup')}
          emptyLabel={t('registers.customers.allGroups')}
          value={groupId ? String(groupId) : ''}
          onChange={(event) => update({ [GROUP_PARAM]: event.currentTarget.value, page: null })}
        />
      }
    />
  );
}
