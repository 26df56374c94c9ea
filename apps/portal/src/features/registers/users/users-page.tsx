import { usersKeys, usersListOptions, type RegisterUser } from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useRegistersApi } from '../api/use-registers-api';
import { RegisterListPage } from '../../../components/registers/register-list-page';

const mainCustomerName = (user: RegisterUser) =>
  user.customers.find((customer) => customer.id === user.mainCustomerId)?.name ?? null;

/** `/users`: the users, by name ascending unless the user sorts otherwise (spec section 7). */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const api = useRegistersApi();
  const language = currentLanguage(i18n);
  const columns = useMemo<DataTableColumn<RegisterUser>[]>(
    () => [
      {
        key: 'name',
        title: t('registers.users.fields.name'),
        value: (user) => user.name,
        searchable: true,
      },
      {
        key: 'email',
        title: t('registers.users.fields.email'),
        value: (user) => user.email,
        searchable: true,
      },
      {
        key: 'mainCustomer',
        title: t('registers.users.fields.mainCustomer'),
        value: mainCustomerName,
        searchable: true,
      },
      {
        key: 'servicesAdmin',
        title: t('registers.users.fields.servicesAdmin'),
        value: (user) => (user.servicesAdmin ? t('registers.users.list.yes') : t('registers.users.list.no')),
        width: 140,
      },
      {
        key: 'lastLogin',
        title: t('registers.users.fields.lastLogin'),
        // Sorted by the ISO date-time, which orders as time does; shown in the user's language.
        value: (user) => user.lastLogin,
        render: (user) =>
          user.lastLogin ? formatDateTime(user.lastLogin, language) : t('registers.users.list.never'),
        width: 180,
      },
    ],
    [t, language],
  );
  return (
    <RegisterListPage
      title={t('menu.items.users')}
      listOptions={usersListOptions(api)}
      resourceKey={usersKeys.all}
      columns={columns}
      defaultSort={{ column: 'name', direction: 'asc' }}
      paths={paths.users}
      rowLabel={(user) => user.name}
      remove={(id) => api.users.remove(id)}
    />
  );
}
