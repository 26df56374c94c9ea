import type { ImportPreview, MonitoringKind } from '@dossel/api-client';
import { WeedMap } from '@dossel/portal-widgets';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { env } from '../../../config/env';

const MAP_HEIGHT = 420;

type Side = 'before' | 'after';

/**
 * The customer's data as it is now, or as it would be once the import is published: the plot outlines
 * (alone, for plots) and, for weeds and anomalies, the cells of the date by level, on the monitoring
 * screens' own map. One
 * map with a switch rather than two side by side: two maps would repeat the map's landmarks (its canvas,
 * legend and details) under the same names, and each would be half as wide beside the menu. A module of
 * its own, loaded only when a preview is shown.
 */
export function ImportPreviewMaps({
  preview,
  kind,
}: {
  preview: ImportPreview;
  /** Weeds or anomalies: their cells by level; null: plots, outlines alone. */
  kind: MonitoringKind | null;
}) {
  const { t } = useTranslation();
  const [side, setSide] = useState<Side>('after');
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={side}
        onChange={(value) => setSide(value as Side)}
        data={[
          { value: 'before', label: t('registers.imports.preview.before') },
          { value: 'after', label: t('registers.imports.preview.after') },
        ]}
        aria-label={t('registers.imports.preview.mapsTitle')}
        w="fit-content"
      />
      <WeedMap
        kind={kind ?? 'weeds'}
        outlinesOnly={kind === null}
        plots={preview.outlines[side]}
        grids={preview.grids[side]}
        tileUrl={env.mapTilesUrl}
        height={MAP_HEIGHT}
      />
    </Stack>
  );
}
