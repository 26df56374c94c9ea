import type { MonitoringGrids, MonitoringKind, PlotFeatureCollection } from '@dossel/api-client';
import { WeedMap } from '@dossel/portal-widgets';
import { Group, Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { env } from '../../../config/env';
import { QueryView } from '../../../components/reports/query-view';
import { FlaggedAreasButton } from './flagged-areas-button';
import type { FilterSummary } from './map-filters';

interface MonitoringMapSectionProps {
  kind: MonitoringKind;
  date: string;
  plots: UseQueryResult<PlotFeatureCollection>;
  /** The plots the filters let through. */
  shownPlots: PlotFeatureCollection | undefined;
  shownIds: ReadonlySet<number>;
  grids: UseQueryResult<MonitoringGrids>;
  filterSummary: FilterSummary;
  selectedPlotId: number | null;
  onSelectPlot: (plotId: number | null) => void;
}

const MAP_HEIGHT = 480;

/** The map of the plots shown, with the grid of the date by level (legend and details are the widget's), and the GeoJSON export. */
export function MonitoringMapSection(props: MonitoringMapSectionProps) {
  const { plots, grids, shownPlots } = props;
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="monitoring-map-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="monitoring-map-title">
          {t('reports.map.map.title')}
        </Title>
        {/* The plots are drawn as soon as they are here; the cells, the larger answer, follow. */}
        <QueryView
          query={plots}
          isEmpty={() => (shownPlots?.features.length ?? 0) === 0}
          skeletonHeight={MAP_HEIGHT}
        >
          {() =>
            grids.isError ? (
              // The grids' failure, told as every report part tells it.
              <QueryView query={grids}>{() => null}</QueryView>
            ) : (
              <LoadedMap {...props} shownPlots={shownPlots as PlotFeatureCollection} data={grids.data} />
            )
          }
        </QueryView>
      </Stack>
    </Paper>
  );
}

/** No grids while they load: one empty list, so the map is not handed new data on every render. */
const NO_GRIDS: MonitoringGrids['grids'] = [];

function LoadedMap({
  kind,
  date,
  shownPlots,
  shownIds,
  data,
  filterSummary,
  selectedPlotId,
  onSelectPlot,
}: MonitoringMapSectionProps & { shownPlots: PlotFeatureCollection; data: MonitoringGrids | undefined }) {
  const shownGrids = useMemo(
    () => (data ? data.grids.filter((grid) => shownIds.has(grid.plotId)) : NO_GRIDS),
    [data, shownIds],
  );
  const places = useMemo(
    () =>
      new Map(
        shownPlots.features.map((feature) => [
          feature.id,
          { name: feature.properties.name, farm: feature.properties.gloc1 },
        ]),
      ),
    [shownPlots],
  );

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <FlaggedAreasButton
          disabled={!data}
          kind={kind}
          date={date}
          grids={shownGrids}
          plots={places}
          filterSummary={filterSummary}
        />
      </Group>
      <WeedMap
        kind={kind}
        plots={shownPlots}
        grids={shownGrids}
        tileUrl={env.mapTilesUrl}
        selectedPlotId={selectedPlotId}
        onSelectPlot={onSelectPlot}
        height={MAP_HEIGHT}
        loadingCells={!data}
      />
    </Stack>
  );
}
