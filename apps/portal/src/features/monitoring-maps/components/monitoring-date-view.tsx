import type { MonitoringDates, MonitoringKind, PlotFeatureCollection } from '@dossel/api-client';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryView } from '../../../components/reports/query-view';
import { useReportCustomer } from '../../../lib/report-customer';
import { useMapData } from '../api/use-map-data';
import type { MapParams } from '../hooks/use-map-params';
import { filterLevels, GLOC_LEVELS, knownFilters, matchesFilters, type GlocLevel } from '../lib/gloc-filters';
import { MapFilters, type FilterSummary } from './map-filters';
import { MonitoringMapSection } from './monitoring-map-section';
import { PlotsTable } from './plots-table';

interface MonitoringDateViewProps {
  kind: MonitoringKind;
  dates: MonitoringDates;
  /** The monitoring date shown. */
  date: string;
  params: MapParams;
}

/** One monitoring date of the customer: the filters, the map and the table, all following the filters. */
export function MonitoringDateView({ kind, dates, date, params }: MonitoringDateViewProps) {
  const { t } = useTranslation();
  const customer = useReportCustomer();
  const { summary, grids, plots, labels } = useMapData(kind, customer.id, date);
  const places = useMemo(() => plots.data?.features.map((feature) => feature.properties) ?? [], [plots.data]);
  const filters = useMemo(() => knownFilters(places, params.filters), [places, params.filters]);

  const levelLabel = (level: GlocLevel) => labels.data?.[level] ?? t(`reports.map.filters.${level}`);
  const levels = useMemo(() => filterLevels(places, filters), [places, filters]);
  // The filters as a file states them: the label of each chosen level and its value.
  const filterSummary: FilterSummary = GLOC_LEVELS.flatMap((level) =>
    filters[level] === undefined ? [] : [[levelLabel(level), filters[level]] as const],
  );
  const shownPlots = useMemo((): PlotFeatureCollection | undefined => {
    if (!plots.data) return undefined;
    const features = plots.data.features.filter((feature) => matchesFilters(feature.properties, filters));
    return { type: 'FeatureCollection', features };
  }, [plots.data, filters]);
  const shownIds = useMemo(() => new Set(shownPlots?.features.map((feature) => feature.id)), [shownPlots]);

  return (
    <Stack gap="lg">
      <MapFilters
        dates={dates}
        date={date}
        onDateChange={params.setDate}
        levels={levels}
        levelLabel={levelLabel}
        filters={filters}
        onFilterChange={params.setFilter}
      />
      <MonitoringMapSection
        kind={kind}
        date={date}
        plots={plots}
        shownPlots={shownPlots}
        grids={grids}
        shownIds={shownIds}
        filterSummary={filterSummary}
        selectedPlotId={params.plotId}
        onSelectPlot={params.selectPlot}
      />
      <QueryView query={plots} skeletonHeight={320}>
        {() => (
          <PlotsTable
            kind={kind}
            date={date}
            summary={summary}
            shownIds={shownIds}
            filterSummary={filterSummary}
            farmLabel={levelLabel('gloc1')}
            selectedPlotId={params.plotId}
            onSelectPlot={params.selectPlot}
          />
        )}
      </QueryView>
    </Stack>
  );
}
