import type { PlotListItem, PlotMetrics } from '@dossel/api-client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { useMonitoringApi } from '../../../hooks/reports/use-monitoring-api';
import { QueryView } from '../../../components/reports/query-view';
import { productivityQueries } from '../lib/productivity-queries';

export interface ProductivityData {
  plots: PlotListItem[];
  /** Every measurement of every plot. */
  metrics: PlotMetrics[];
}

/**
 * The customer's plots and all their measurements, with the loading, error and empty states around
 * what is built on them. Both answers are cached, so the tabs share one fetch.
 */
export function StandsView({
  customerId,
  children,
}: {
  customerId: number;
  children: (data: ProductivityData) => ReactNode;
}) {
  const monitoring = useMonitoringApi();
  const options = productivityQueries.stands({ monitoring }, customerId);
  const plots = useQuery(options.plots);
  const metrics = useQuery(options.metrics);
  return (
    <QueryView query={plots} isEmpty={(list) => list.length === 0}>
      {(plotList) => (
        <QueryView query={metrics}>
          {(measurements) => children({ plots: plotList, metrics: measurements })}
        </QueryView>
      )}
    </QueryView>
  );
}
