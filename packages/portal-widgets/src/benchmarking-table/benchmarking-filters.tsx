import type { CustomerOption } from '@dossel/api-client';
import { DateFilter, dateLanguage, LocalizedDates } from '@dossel/ui-kit/dates';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { messageText } from '../i18n/message-text';
import type { BenchmarkingFilter } from './benchmarking-source';

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
      />
      {/* The widget's own date language, so a host needs no provider of its own for it. */}
      <LocalizedDates
        language={dateLanguage(i18n.resolvedLanguage ?? i18n.language)}
        t={(key, values) => messageText(t, key, values)}
      >
        <DateFilter
          label={t('widgets.benchmarkingTable.filters.date')}
          value={filter.data}
          onChange={(data) => onFilterChange({ ...filter, data })}
          disabled={!chosen}
          w={{ base: '100%', xs: '11rem' }}
        />
      </LocalizedDates>
    </>
  );
}
