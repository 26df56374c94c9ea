import type { Import, ImportCounts as Counts, Language } from '@dossel/api-client';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';

/** What the read file holds: items read, then the plots' changes, the tables' rows or the grids' plots and hectares. */
export function ImportCounts({ item, counts }: { item: Import; counts: Counts }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const figures: [label: string, value: number][] = [[t('registers.imports.counts.items'), counts.items]];
  if (counts.plots) {
    figures.push(
      [t('registers.imports.counts.added'), counts.plots.added],
      [t('registers.imports.counts.changed'), counts.plots.changed],
      [t('registers.imports.counts.unchanged'), counts.plots.unchanged],
      [t('registers.imports.counts.retired'), counts.plots.retired],
    );
  }
  if (counts.rows) {
    figures.push(
      [t('registers.imports.counts.rowsAdded'), counts.rows.added],
      [t('registers.imports.counts.rowsChanged'), counts.rows.changed],
      [t('registers.imports.counts.rowsUnchanged'), counts.rows.unchanged],
    );
  }
  if (counts.grids) {
    figures.push(
      [t('registers.imports.counts.gridPlots'), counts.grids.plots],
      [t('registers.imports.counts.monitoredHa'), counts.grids.monitoredHa],
      [
        item.kind === 'anomalies'
          ? t('registers.imports.counts.flaggedHaAnomalies')
          : t('registers.imports.counts.flaggedHaWeeds'),
        counts.grids.flaggedHa,
      ],
      [t('registers.imports.counts.cellsOutside'), counts.grids.cellsOutside],
    );
  }
  const titleId = `import-counts-${item.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('registers.imports.counts.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" m={0}>
          {figures.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text component="dt" size="sm" c="gray.7">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} fz="xl">
                {formatNumber(value, language)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
