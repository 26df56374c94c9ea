import {
  importPreviewOptions,
  type Import,
  type ImportPreviewPlot,
  type Language,
  type MonitoringKind,
} from '@dossel/api-client';
import { preloadable, type DataTableColumn } from '@dossel/ui-kit';
import { Badge, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { useRegistersApi } from '../api/use-registers-api';
import { QueriedDataTable } from '../components/queried-data-table';
import { useLocalListParams } from '../../../hooks/registers/use-list-params';
import { flaggedLabel, PLOT_CHANGE_COLORS, PLOT_CHANGE_LABELS } from './import-texts';

// The maps (and through them MapLibre) come only with a preview on screen.
const ImportPreviewMaps = preloadable(() =>
  import('./import-preview-maps').then((module) => module.ImportPreviewMaps),
);

/** The order of the changes when the table is sorted by them: what the import adds or alters first. */
const CHANGE_ORDER = { added: 0, changed: 1, retired: 2, unchanged: 3 } as const;

/**
 * What publishing a `ready` import would change: per plot, added, changed, unchanged or retired, with its
 * area and (weeds, anomalies) its flagged hectares before → after; and the maps of now and after.
 */
export function ImportPreview({ item }: { item: Import }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  // Only a ready import has a preview, and a new mapping reads the file again: the options never cache one.
  const preview = useQuery(importPreviewOptions(useRegistersApi(), item.id));
  const params = useLocalListParams({ column: 'change', direction: 'asc' });
  const monitoring: MonitoringKind | null =
    item.kind === 'weeds' || item.kind === 'anomalies' ? item.kind : null;
  // Tables (soil and relief, vegetation) change no outline nor cell: nothing to see on a map.
  const onMap = item.kind === 'plots' || monitoring !== null;

  const columns = useMemo<DataTableColumn<ImportPreviewPlot>[]>(() => {
    const hectares = (value: number | null) => (value === null ? '—' : formatNumber(value, language));
    const beforeAfter = (before: number | null, after: number | null) =>
      t('registers.imports.preview.beforeAfter', { before: hectares(before), after: hectares(after) });
    const shown: DataTableColumn<ImportPreviewPlot>[] = [
      {
        key: 'code',
        title: t('registers.imports.preview.code'),
        value: (plot) => plot.code,
        searchable: true,
      },
      {
        key: 'name',
        title: t('registers.imports.preview.name'),
        value: (plot) => plot.name,
        searchable: true,
      },
      {
        key: 'change',
        title: t('registers.imports.preview.change'),
        value: (plot) => CHANGE_ORDER[plot.change],
        render: (plot) => (
          <Badge
            color={PLOT_CHANGE_COLORS[plot.change]}
            variant="filled"
            autoContrast
            tt="none"
            miw="max-content"
          >
            {PLOT_CHANGE_LABELS[plot.change](t)}
          </Badge>
        ),
      },
      {
        key: 'area',
        title: t('registers.imports.preview.area'),
        value: (plot) => plot.areaHaAfter ?? plot.areaHaBefore ?? undefined,
        render: (plot) => beforeAfter(plot.areaHaBefore, plot.areaHaAfter),
        textAlign: 'right',
      },
    ];
    if (monitoring === null) return shown;
    return [
      ...shown,
      {
        key: 'flagged',
        title: flaggedLabel(t, monitoring),
        value: (plot) => plot.flaggedHaAfter ?? plot.flaggedHaBefore ?? undefined,
        render: (plot) => beforeAfter(plot.flaggedHaBefore, plot.flaggedHaAfter),
        textAlign: 'right',
      },
    ];
  }, [t, language, monitoring]);

  const title = t('registers.imports.preview.title');
  const titleId = `import-preview-${item.id}`;
  const mapsId = `import-preview-maps-${item.id}`;
  return (
    <>
      <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <QueriedDataTable
            query={{ data: preview.data?.plots, error: preview.error, isError: preview.isError }}
            label={title}
            columns={columns}
            rowKey={(plot) => plot.code}
            params={params}
            empty={t('registers.imports.preview.empty')}
          />
        </Stack>
      </Paper>
      {preview.data && onMap ? (
        <Paper withBorder p="md" component="section" aria-labelledby={mapsId}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={mapsId}>
              {t('registers.imports.preview.mapsTitle')}
            </Title>
            <Suspense fallback={<Skeleton h={420} role="status" aria-label={t('common.loading')} />}>
              <ImportPreviewMaps preview={preview.data} kind={monitoring} />
            </Suspense>
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}
