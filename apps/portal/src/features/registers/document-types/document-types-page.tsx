import { documentTypeKeys, documentTypeListOptions, type DocumentType } from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useRegistersApi } from '../api/use-registers-api';
import { RegisterListPage } from '../../../components/registers/register-list-page';

/** `/document-types`: the document types, by description, with the extension their files must have. */
export function DocumentTypesPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const columns = useMemo<DataTableColumn<DocumentType>[]>(
    () => [
      {
        key: 'description',
        title: t('registers.documentTypes.fields.description'),
        value: (type) => type.description,
        searchable: true,
      },
      {
        key: 'extension',
        title: t('registers.documentTypes.fields.extension'),
        value: (type) => type.extension,
        searchable: true,
        width: 160,
      },
    ],
    [t],
  );
  return (
    <RegisterListPage
      title={t('menu.items.documentTypes')}
      listOptions={documentTypeListOptions(api)}
      resourceKey={documentTypeKeys.all}
      columns={columns}
      defaultSort={{ column: 'description', direction: 'asc' }}
      paths={paths.documentTypes}
      rowLabel={(type) => type.description}
      remove={(id) => api.registers.documentTypes.remove(id)}
    />
  );
}
