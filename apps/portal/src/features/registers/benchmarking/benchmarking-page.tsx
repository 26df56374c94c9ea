import { benchmarkingKeys, customerSelectOptions } from '@dossel/api-client';
import { BenchmarkingTable, benchmarkingRowsOptions, type BenchmarkingFilter } from '@dossel/portal-widgets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useSearchParamsUpdate } from '../../../hooks/use-search-param';
import { useRegistersApi } from '../api/use-registers-api';
import { RegisterListPage } from '../../../components/registers/register-list-page';
import { benchmarkingFilterFrom } from './benchmarking-filter';

/**
 * `/benchmarking`: the history of every customer, or of the one chosen (`?customer=1&date=2024-03-31`,
 * kept in the address with the page, sort and search), in the BenchmarkingTable widget with its CSV export.
 */
export function BenchmarkingPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const [params, update] = useSearchParamsUpdate();
  const filter = benchmarkingFilterFrom(params);
  const customers = useQuery(customerSelectOptions(api));
  // A new filter shows its first page.
  const changeFilter = (next: BenchmarkingFilter) =>
    update({ customer: next.customerId ? String(next.customerId) : null, date: next.data, page: null });

  return (
    <RegisterListPage
      title={t('menu.items.benchmarking')}
      listOptions={benchmarkingRowsOptions(api, filter)}
      resourceKey={benchmarkingKeys.all}
      defaultSort={{ column: 'customer_name', direction: 'asc' }}
      paths={paths.benchmarking}
      remove={(id) => api.registers.benchmarking.remove(id)}
      renderTable={(table) => (
        <BenchmarkingTable
          {...table}
          customers={customers.data}
          filter={filter}
          onFilterChange={changeFilter}
        />
      )}
    />
  );
}
