import type { CustomerOption } from '@dossel/api-client';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
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
      <TextInput
        type="date"
        label={t('widgets.benchmarkingTable.filters.date')}
        value={filter.data}
        onChange={(event) => onFilterChange({ ...filter, data: event.currentTarget.value })}
        disabled={!chosen}
        w={{ base: '100%', xs: '11rem' }}
      />
    </>
  );
}
