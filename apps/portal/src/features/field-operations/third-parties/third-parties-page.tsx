import { thirdPartiesQueryOptions, thirdPartyKeys, type ThirdParty } from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { RegisterListPage } from '../../../components/registers/register-list-page';
import { useOptionLabels } from '../components/option-labels';
import { useFieldOperationsApi } from '../api/use-field-operations-api';

/** `/third-party`: the current customer's service providers, by name. */
export function ThirdPartiesPage() {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useOptionLabels();
  const columns = useMemo<DataTableColumn<ThirdParty>[]>(
    () => [
      {
        key: 'nome',
        title: t('fieldOperations.thirdParties.fields.nome'),
        value: (provider) => provider.nome,
        searchable: true,
      },
      {
        key: 'documento',
        title: t('fieldOperations.thirdParties.fields.documento'),
        value: (provider) => provider.documento,
        searchable: true,
      },
      {
        key: 'email',
        title: t('fieldOperations.thirdParties.fields.email'),
        value: (provider) => provider.email,
        searchable: true,
      },
      {
        key: 'telefone',
        title: t('fieldOperations.thirdParties.fields.telefone'),
        value: (provider) => provider.telefone,
      },
      {
        key: 'vinculo',
        title: t('fieldOperations.thirdParties.fields.vinculo'),
        value: (provider) => labels.name('linkTypes', provider.vinculo),
        searchable: true,
      },
    ],
    [t, labels],
  );
  return (
    <RegisterListPage
      title={t('menu.items.thirdParty')}
      listOptions={thirdPartiesQueryOptions(api)}
      resourceKey={thirdPartyKeys.all}
      columns={columns}
      defaultSort={{ column: 'nome', direction: 'asc' }}
      paths={paths.thirdParty}
      rowLabel={(provider) => provider.nome}
      remove={(id) => api.fieldOperations.thirdParties.remove(id)}
    />
  );
}
