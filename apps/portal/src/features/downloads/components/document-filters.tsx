import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { downloadsQueries } from '../api/downloads-queries';
import type { DownloadsApi } from '../api/use-downloads-api';
import type { DocumentFilters, FilterName } from '../hooks/use-document-filters';

interface DocumentFiltersProps {
  api: DownloadsApi;
  filters: DocumentFilters;
  onChange: (name: FilterName, id: number | undefined) => void;
}

interface Option {
  id: number;
  name: string;
}

/** Type, category and subject, each 'all' or one value; native selects stay easy on a phone. */
export function DocumentFiltersBar({ api, filters, onChange }: DocumentFiltersProps) {
  const { t } = useTranslation();
  const choices = downloadsQueries.filterChoices(api);
  const types = useQuery(choices.types);
  const categories = useQuery(choices.categories);
  const subjects = useQuery(choices.subjects);

  const select = (name: FilterName, label: string, options: Option[] | undefined) => (
    <NativeSelect
      label={label}
      value={filters[name] === undefined ? '' : String(filters[name])}
      onChange={(event) =>
        onChange(name, event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
      }
      data={[
        { value: '', label: t('downloads.filters.all') },
        ...(options ?? []).map((option) => ({ value: String(option.id), label: option.name })),
      ]}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-label={t('downloads.filters.label')}>
      {select(
        'documentTypeId',
        t('downloads.filters.type'),
        types.data?.map((type) => ({ id: type.id, name: type.description })),
      )}
      {select('documentCategoryId', t('downloads.filters.category'), categories.data)}
      {select('documentSubjectId', t('downloads.filters.subject'), subjects.data)}
    </SimpleGrid>
  );
}
