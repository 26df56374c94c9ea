import {
  documentKeys,
  documentListOptions,
  documentTypeListOptions,
  type CustomerDocument,
  type Language,
} from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { formatDate, formatSize } from '../../../lib/format';
import { readIdParam, useSearchParamsUpdate } from '../../../hooks/use-search-param';
import { useRegistersApi } from '../api/use-registers-api';
import { RegisterListPage } from '../../../components/registers/register-list-page';
import { SelectField } from '../../../components/forms/select-field';

/** The address's query parameter that keeps the type filter (`?type=2`), so a link shows the same list. */
const TYPE_PARAM = 'type';

/** Filters the list by document type; a new choice starts at the first page. */
function useTypeFilter() {
  const [params, update] = useSearchParamsUpdate();
  return {
    typeId: readIdParam(params.get(TYPE_PARAM)),
    setTypeId: (value: string) => update({ [TYPE_PARAM]: value, page: null }),
  };
}

/** `/documents`: every customer's documents, newest first, filtered by type when one is chosen. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const api = useRegistersApi();
  const { typeId, setTypeId } = useTypeFilter();
  const types = useQuery(documentTypeListOptions(api)).data;

  const typeOptions = useMemo(
    () =>
      types
        ?.map((type) => ({ value: type.id, label: type.description }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [types, language],
  );
  // Stable while the filter stays: the table indexes its rows for search once per list.
  const ofType = useCallback(
    (rows: CustomerDocument[]) =>
      typeId === null ? rows : rows.filter((document) => document.documentTypeId === typeId),
    [typeId],
  );
  const columns = useMemo<DataTableColumn<CustomerDocument>[]>(
    () => [
      {
        key: 'customer',
        title: t('registers.documents.fields.customer'),
        value: (document) => document.customerName,
        searchable: true,
      },
      {
        key: 'type',
        title: t('registers.documents.fields.documentType'),
        value: (document) => document.documentTypeDescription,
        searchable: true,
      },
      {
        key: 'category',
        title: t('registers.documents.fields.documentCategory'),
        value: (document) => document.documentCategoryName,
        searchable: true,
      },
      {
        key: 'subject',
        title: t('registers.documents.fields.documentSubject'),
        value: (document) => document.documentSubjectName,
        searchable: true,
      },
      {
        key: 'name',
        title: t('registers.documents.fields.name'),
        value: (document) => document.name,
        searchable: true,
      },
      {
        key: 'date',
        title: t('registers.documents.fields.date'),
        value: (document) => document.createdAt,
        render: (document) => formatDate(document.createdAt, language),
      },
      {
        key: 'size',
        title: t('registers.documents.fields.size'),
        value: (document) => document.size,
        render: (document) => formatSize(document.size, language),
        textAlign: 'right',
      },
    ],
    [t, language],
  );

  return (
    <RegisterListPage
      title={t('menu.items.documents')}
      listOptions={{ ...documentListOptions(api), select: ofType }}
      resourceKey={documentKeys.all}
      columns={columns}
      defaultSort={{ column: 'date', direction: 'desc' }}
      paths={paths.documents}
      rowLabel={(document) => document.name}
      remove={(id) => api.registers.documents.remove(id)}
      filters={
        <SelectField
          options={typeOptions}
          label={t('registers.documents.fields.documentType')}
          emptyLabel={t('registers.documents.allTypes')}
          value={typeId === null ? '' : String(typeId)}
          onChange={(event) => setTypeId(event.currentTarget.value)}
        />
      }
    />
  );
}
