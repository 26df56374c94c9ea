import type { ImportPreview, MonitoringKind } from '@dossel/api-client';
import { WeedMap } from '@dossel/portal-widgets';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { env } from '../../../config/env';

const MAP_HEIGHT = 360;

/**
 * The customer's data as it is now beside what it would be once the import is published: the plot
 * outlines and, for weeds and anomalies, the cells of the date by level, each on the monitoring screens'
 * own map. A module of its own, loaded only when a preview is shown.
 */
export function ImportPreviewMaps({ preview, kind }: { preview: ImportPreview; kind: MonitoringKind }) {
  const { t } = useTranslation();
  const sides = [
    {
      key: 'before',
      title: t('registers.imports.preview.before'),
      plots: preview.outlines.before,
      grids: preview.grids.before,
    },
    {
      key: 'after',
      title: t('registers.imports.preview.after'),
      plots: preview.outlines.after,
      grids: preview.grids.after,
    },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {sides.map((side) => (
        <Stack key={side.key} gap="xs" component="figure" m={0} aria-label={side.title}>
          <Title order={3} size="h5" component="figcaption">
            {side.title}
          </Title>
          <WeedMap
            kind={kind}
            plots={side.plots}
            grids={side.grids}
            tileUrl={env.mapTilesUrl}
            height={MAP_HEIGHT}
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
