import type { PlotListItem, PlotMetrics } from '@dossel/api-client';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ChartCard } from '../../../components/reports/chart-card';
import { useFormatters } from '../hooks/use-formatters';
import { plotHistory, withFigures, type Stand } from '../lib/stands';
import { MetricsTable, useMetricsColumns } from './metrics-table';
import { useVtccCsvColumns, VtccHistoryChart, vtccRow } from './vtcc-charts';

interface PlotMetricsTabProps {
  /** The plots of the farm, each with its latest measurement. */
  stands: readonly Stand[];
  /** Every measurement of the customer's plots. */
  metrics: readonly PlotMetrics[];
  plotId: number | null;
  onPlotChange: (plotId: number | null) => void;
  farmFilter: readonly [string, string];
}

/** The metrics of spec section 3: each plot's latest measurement, or one plot's history. */
export function PlotMetricsTab({ stands, metrics, plotId, onPlotChange, farmFilter }: PlotMetricsTabProps) {
  const { t } = useTranslation();
  const plot = stands.find((stand) => stand.plot.id === plotId)?.plot ?? null;
  return (
    <Stack gap="lg">
      <NativeSelect
        label={t('reports.productivity.filters.plot')}
        value={plot ? String(plot.id) : ''}
        onChange={(event) =>
          onPlotChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)
        }
        data={[
          { value: '', label: t('reports.productivity.filters.allPlots') },
          ...stands.map((stand) => ({ value: String(stand.plot.id), label: stand.plot.name })),
        ]}
        maw={360}
      />
      {plot ? (
        <PlotHistory plot={plot} history={plotHistory(plot, metrics)} farmFilter={farmFilter} />
      ) : (
        <LatestMetrics stands={stands} farmFilter={farmFilter} />
      )}
    </Stack>
  );
}

function LatestMetrics({
  stands,
  farmFilter,
}: {
  stands: readonly Stand[];
  farmFilter: readonly [string, string];
}) {
  const { t } = useTranslation();
  const columns = useMetricsColumns('plots');
  const title = t('reports.productivity.metrics.latestTitle');
  return (
    <ChartCard
      title={title}
      description={t('reports.productivity.metrics.latestDescription')}
      csv={{
        title,
        columns,
        rows: stands,
        filters: [farmFilter],
        dataDate:
          stands
            .flatMap((stand) => (stand.metrics ? [stand.metrics.date] : []))
            .sort()
            .at(-1) ?? null,
      }}
    >
      <MetricsTable stands={stands} columns={columns} label={title} />
    </ChartCard>
  );
}

function PlotHistory({
  plot,
  history,
  farmFilter,
}: {
  plot: PlotListItem;
  history: readonly Stand[];
  farmFilter: readonly [string, string];
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMetricsColumns('dates');
  const chartTitle = t('reports.productivity.vtcc.historyTitle', { plot: plot.name });
  const tableTitle = t('reports.productivity.metrics.historyTitle', { plot: plot.name });
  const vtccColumns = useVtccCsvColumns(t('reports.productivity.metrics.date'));
  const vtccRows = withFigures(history).map((stand) => vtccRow(format.date(stand.metrics.date), stand));
  const filters = [farmFilter, [t('reports.productivity.filters.plot'), plot.name] as const];
  const dataDate = history.at(-1)?.metrics?.date ?? null;

  return (
    <>
      <Text>
        {t('reports.productivity.metrics.plotSummary', {
          clone: plot.clone,
          area: format.number(plot.areaHa),
          rotationStart: format.date(plot.rotationStart),
          age: format.number(plot.ageYears),
          spacing: plot.spacing,
        })}
      </Text>
      <ChartCard
        title={chartTitle}
        csv={{ title: chartTitle, columns: vtccColumns, rows: vtccRows, filters, dataDate }}
      >
        {vtccRows.length > 0 ? (
          <VtccHistoryChart rows={vtccRows} />
        ) : (
          <Text c="gray.7">{t('reports.empty')}</Text>
        )}
      </ChartCard>
      <ChartCard
        title={tableTitle}
        csv={{
          title: tableTitle,
          columns,
          rows: history,
          filters,
          dataDate,
        }}
      >
        {history.length > 0 ? (
          <MetricsTable stands={history} columns={columns} label={tableTitle} />
        ) : (
          <Text c="gray.7">{t('reports.empty')}</Text>
        )}
      </ChartCard>
    </>
  );
}
