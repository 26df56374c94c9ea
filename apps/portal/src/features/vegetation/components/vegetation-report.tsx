import type { PlotListItem } from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useMonitoringApi } from '../../../hooks/reports/use-monitoring-api';
import { QueryView } from '../../../components/reports/query-view';
import { useSearchParam } from '../../../hooks/use-search-param';
import { chosenPlot, PLOT_PARAM, vegetationQueries } from '../vegetation-queries';
import { vegetationRows } from '../vegetation-series';
import { PlotSelect } from './plot-select';
import { VegetationChart } from './vegetation-chart';
import { VegetationTable } from './vegetation-table';

/**
 * The vegetation indices of one plot of the customer, chosen in the address (`?plot=`; the first plot
 * by default, and when the address names a plot the customer does not have).
 */
export function VegetationReport({ customerId }: { customerId: number }) {
  const api = { monitoring: useMonitoringApi() };
  const plots = useQuery(vegetationQueries.plots(api, customerId));
  const [plotParam, setPlotParam] = useSearchParam(PLOT_PARAM);
  const plot = chosenPlot(plots.data, plotParam);

  return (
    <>
      <PlotSelect
        plots={plots.data ?? []}
        value={plot?.id ?? null}
        onChange={(id) => setPlotParam(String(id))}
      />
      <QueryView query={plots} isEmpty={(list) => list.length === 0}>
        {() => (plot ? <PlotVegetation customerId={customerId} plot={plot} /> : null)}
      </QueryView>
    </>
  );
}

function PlotVegetation({ customerId, plot }: { customerId: number; plot: PlotListItem }) {
  const { t } = useTranslation();
  const api = { monitoring: useMonitoringApi() };
  const series = useQuery(vegetationQueries.plotSeries(api, customerId, plot.id));
  // Every plot of the customer, for the mean: one call, kept while the user goes from plot to plot.
  const customer = useQuery(vegetationQueries.customerSeries(api, customerId));
  const rows = useMemo(
    () => (series.data ? vegetationRows(series.data, customer.data) : []),
    [series.data, customer.data],
  );
  const filters: CsvAbout = [
    [t('reports.vegetation.plot'), plot.name],
    [t('reports.vegetation.farm'), plot.gloc1 ?? '—'],
  ];
  const dataDate = rows.at(-1)?.date ?? null;

  return (
    <QueryView query={series} isEmpty={(points) => points.length === 0}>
      {() => (
        <>
          <VegetationChart rows={rows} filters={filters} dataDate={dataDate} />
          {customer.isError ? (
            <Text size="sm" c="gray.7">
              {t('reports.vegetation.meanUnavailable')}
            </Text>
          ) : null}
          <VegetationTable rows={rows} filters={filters} dataDate={dataDate} />
        </>
      )}
    </QueryView>
  );
}
