import { MONITORING_LEVELS } from '@dossel/api-client';
import { preloadable } from '@dossel/ui-kit';
import {
  Box,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  useComputedColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { countCellsByLevel } from './cell-raster';
import { LEVEL_COLOURS } from './level-colours';
import type { MapTarget } from './map-target';
import { positionColour } from './map-style';
import { describeTarget, kindTexts } from './map-texts';
import classes from './weed-map.module.css';
import type { WeedMapProps } from './weed-map-types';

// MapLibre and its stylesheet come with this chunk only when a map is first shown, or preloaded.
const WeedMapCanvas = preloadable(() => import('./weed-map-canvas').then((module) => module.default));

/**
 * Weed competition (or canopy anomalies) by cell over the plots, on a MapLibre map loaded on demand:
 * a legend, a summary for screen readers, a tooltip on hover and the details of what was clicked.
 */
export function WeedMap({
  kind = 'weeds',
  plots,
  grids,
  tileUrl = null,
  tileAttribution,
  selectedPlotId = null,
  onSelectPlot,
  height = 480,
  onRendered,
  loadingCells = false,
  outlinesOnly = false,
  position = null,
}: WeedMapProps) {
  const { t, i18n } = useTranslation();
  const texts = kindTexts(t, kind);
  // What was clicked, with the data it was clicked on: new data (another date or customer) clears it.
  const [clicked, setClicked] = useState<{ target: MapTarget | null; grids: WeedMapProps['grids'] }>();
  const cellsByLevel = useMemo(() => countCellsByLevel(grids), [grids]);
  const monitoredPlots = useMemo(() => grids.filter((grid) => grid.raster !== null).length, [grids]);
  const totalCells = cellsByLevel[1] + cellsByLevel[2] + cellsByLevel[3];
  const target = clicked?.grids === grids ? clicked.target : null;
  const details = target && describeTarget(t, i18n.language, kind, target);
  const legendId = useId();
  const scheme = useComputedColorScheme('light');

  return (
    <Stack gap="xs">
      <Box h={height} pos="relative">
        <Suspense fallback={<Skeleton h="100%" role="status" aria-label={t('widgets.weedMap.loading')} />}>
          <WeedMapCanvas
            kind={kind}
            plots={plots}
            grids={grids}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            selectedPlotId={selectedPlotId}
            onSelectPlot={onSelectPlot}
            onRendered={onRendered}
            onTarget={(clickedTarget) => setClicked({ target: clickedTarget, grids })}
            loadingCells={loadingCells}
            position={position}
          />
        </Suspense>
        {loadingCells && (
          // The outlines are up while the cells are on their way: say so over the map.
          <Loader
            size="sm"
            className={classes.cellsLoading}
            role="status"
            aria-label={t('widgets.weedMap.loading')}
          />
        )}
      </Box>
      {/* Counts only once the cells are here: none yet is not none at all. */}
      {!loadingCells && !outlinesOnly && (
        <VisuallyHidden>
          <p>
            {t('widgets.weedMap.summary.plots', {
              map: texts.title,
              plots: plots.features.length,
              monitored: monitoredPlots,
            })}
          </p>
          <ul>
            {MONITORING_LEVELS.map((level) => (
              <li key={level}>
                {t('widgets.weedMap.summary.cells', {
                  level: texts.levels[level],
                  cells: cellsByLevel[level],
                })}
              </li>
            ))}
          </ul>
        </VisuallyHidden>
      )}
      {totalCells === 0 && !loadingCells && !outlinesOnly && (
        <Text c="dimmed">{t('widgets.weedMap.noCells')}</Text>
      )}
      {!outlinesOnly && (
        <Group component="section" aria-labelledby={legendId} gap="md" align="center">
          <Text id={legendId} fw={600} size="sm">
            {t('widgets.weedMap.legend', { map: texts.title })}
          </Text>
          <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {MONITORING_LEVELS.map((level) => (
              <Group component="li" key={level} gap={6} wrap="nowrap">
                <span className={classes.swatch} style={{ background: LEVEL_COLOURS[kind][level] }} />
                <Text size="sm">{texts.levels[level]}</Text>
              </Group>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {texts.countedNote}
          </Text>
        </Group>
      )}
      {position && (
        <Group gap={6} wrap="nowrap">
          <span className={classes.positionSwatch} style={{ background: positionColour(scheme) }} />
          <Text size="sm">
            {t('widgets.weedMap.position', {
              accuracy: new Intl.NumberFormat(i18n.language).format(Math.round(position.accuracyM)),
            })}
          </Text>
        </Group>
      )}
      <Paper
        withBorder
        p="sm"
        role="region"
        aria-label={t('widgets.weedMap.details.title')}
        aria-live="polite"
      >
        {details ? (
          <>
            <Text fw={600}>{details.title}</Text>
            <Box component="dl" m={0} className={classes.details}>
              {details.rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Box>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('widgets.weedMap.details.hint')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * Starts loading the map's code (MapLibre, its worker and styles) without showing a map: a route calls it
 * with its data requests, so neither waits for the other (issue 13).
 */
WeedMap.preload = WeedMapCanvas.preload;

/** The canopy-anomaly map: WeedMap with the anomaly levels, colours and texts. */
export function AnomalyMap(props: Omit<WeedMapProps, 'kind'>) {
  return <WeedMap {...props} kind="anomalies" />;
}
