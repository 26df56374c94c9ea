import type { Language, MonitoringDates } from '@dossel/api-client';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../../lib/format';
import type { GlocFilterLevel, GlocFilters, GlocLevel } from '../lib/gloc-filters';

/** The chosen filters as label and value, as exports state them. */
export type FilterSummary = ReadonlyArray<readonly [label: string, value: string]>;

interface MapFiltersProps {
  dates: MonitoringDates;
  date: string;
  onDateChange: (date: string) => void;
  levels: readonly GlocFilterLevel[];
  levelLabel: (level: GlocLevel) => string;
  filters: GlocFilters;
  onFilterChange: (level: GlocLevel, value: string | null) => void;
}

/** The monitoring date (latest first) and a filter per location level; native selects suit a phone. */
export function MapFilters(props: MapFiltersProps) {
  const { dates, date, onDateChange, levels, levelLabel, filters, onFilterChange } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="group" aria-label={t('reports.map.filters.label')}>
      <NativeSelect
        label={t('reports.map.date')}
        value={date}
        onChange={(event) => onDateChange(event.currentTarget.value)}
        data={[...dates].reverse().map((entry) => ({
          value: entry.date,
          label: formatDate(entry.date, language),
        }))}
      />
      {levels.map(({ level, values }) => (
        <NativeSelect
          key={level}
          label={levelLabel(level)}
          value={filters[level] ?? ''}
          onChange={(event) => onFilterChange(level, event.currentTarget.value || null)}
          data={[
            { value: '', label: t('reports.map.filters.all') },
            ...values.map((value) => ({ value, label: value })),
          ]}
        />
      ))}
    </SimpleGrid>
  );
}
