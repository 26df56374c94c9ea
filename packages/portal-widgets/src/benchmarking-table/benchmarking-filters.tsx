import type { CustomerOption } from '@dossel/api-client';
import { preloadable } from '@dossel/ui-kit';
import { NativeSelect, TextInput } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import type { BenchmarkingFilter } from './benchmarking-source';
import { formatDay } from './format-day';

/**
 * The date filter's calendar is Mantine's date picker, tens of KB of code the list does not need until a
 * customer is chosen (the date waits for one): issue 13's deep link to /benchmarking, which waits for
 * every KB, never downloads it. Until then a plain field of the same size, label and day stands in; the
 * code starts as soon as the customer field is pointed at or focused.
 */
const BenchmarkingDateFilter = preloadable(() =>
  import('./benchmarking-date-filter').then((module) => module.BenchmarkingDateFilter),
);

/** The date filter's width, the same for its stand-in. */
const DATE_FILTER_WIDTH = { base: '100%', xs: '11rem' };

/** A day as the address holds it (`2024-03-31`) in the reader's short date; anything else as written. */
function shownDay(day: string, language: string): string {
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : formatDay(day, language);
}

export interface BenchmarkingFiltersProps {
  filter: BenchmarkingFilter;
  onFilterChange: (filter: BenchmarkingFilter) => void;
  /** The customers to choose from; undefined while they load. */
  customers: readonly CustomerOption[] | undefined;
}

/**
 * The customer and the date the history is narrowed to. The date narrows one customer's entries (the
 * API filters by customer first), so it waits until a customer is chosen; clearing the customer clears it.
 */
export function BenchmarkingFilters({ filter, onFilterChange, customers }: BenchmarkingFiltersProps) {
  const { t, i18n } = useTranslation();
  const chosen = filter.customerId !== null && filter.customerId !== -1;
  const dateField = {
    label: t('widgets.benchmarkingTable.filters.date'),
    disabled: !chosen,
    w: DATE_FILTER_WIDTH,
  };
  const standIn = (
    <TextInput
      {...dateField}
      value={shownDay(filter.data, i18n.resolvedLanguage ?? i18n.language)}
      readOnly
    />
  );
  return (
    <>
      <NativeSelect
        label={t('widgets.benchmarkingTable.filters.customer')}
        data={[
          { value: '', label: t('widgets.benchmarkingTable.filters.allCustomers') },
          ...(customers ?? []).map((customer) => ({ value: String(customer.value), label: customer.label })),
        ]}
        value={chosen ? String(filter.customerId) : ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onFilterChange(
            value ? { customerId: Number(value), data: filter.data } : { customerId: null, data: '' },
          );
        }}
        w={{ base: '100%', xs: '18rem' }}
        onPointerEnter={BenchmarkingDateFilter.preload}
        onFocus={BenchmarkingDateFilter.preload}
      />
      {chosen || filter.data ? (
        <Suspense fallback={standIn}>
          <BenchmarkingDateFilter
            {...dateField}
            value={filter.data}
            onChange={(data) => onFilterChange({ ...filter, data })}
          />
        </Suspense>
      ) : (
        standIn
      )}
    </>
  );
}
