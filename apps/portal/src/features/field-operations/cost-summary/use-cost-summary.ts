import { operationSummaryQueryOptions, type Language } from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../../lib/format';
import { useSearchParamsUpdate } from '../../../hooks/use-search-param';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import type { Period } from './cost-summary-period';
import { costSummaryFilters } from './cost-summary-query';

/**
 * The cost summary of the current customer for the period and farm kept in the address (`?from=&to=&farm=`),
 * so a reload or a shared link shows the same figures. A farm the customer's records do not name (another
 * customer's, left in the address by a switch) means all farms.
 */
export function useCostSummary() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const api = useFieldOperationsApi();
  const [params, update] = useSearchParamsUpdate();
  const { period, farm, query } = costSummaryFilters(useQueryClient(), params);
  const summary = useQuery({
    ...operationSummaryQueryOptions(api, query),
    // The last answer stays on screen while another period or farm loads.
    placeholderData: keepPreviousData,
  });

  const setPeriod = (changes: Partial<Period>) => update({ ...period, ...changes });
  const setFarm = (value: string | null) => update({ farm: value });
  /** The filters as the CSV files name them. */
  const csvFilters: CsvAbout = [
    [
      t('fieldOperations.costSummary.filters.period'),
      `${formatDate(period.from, language)} – ${formatDate(period.to, language)}`,
    ],
    [t('reports.filters.farm'), farm ?? t('reports.filters.allFarms')],
  ];
  return { summary, period, setPeriod, farms: summary.data?.fazendas ?? [], farm, setFarm, csvFilters };
}
