import type { Language } from '@dossel/api-client';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDate, formatDateTime } from '../../lib/format';
import type { FieldOwner, TakenPlot } from './field-plots-store';
import { useDropPlot } from './use-field-plots';

/** The plots on this device: when each was kept, the dates of its images, and a way to take it off. */
export function TakenPlotsList({ owner, plots }: { owner: FieldOwner; plots: TakenPlot[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const drop = useDropPlot(owner);
  if (plots.length === 0) return null;
  const imageDate = (grid: TakenPlot['weeds']) =>
    grid.imageDate ? formatDate(grid.imageDate, language) : t('fieldKit.taken.notMonitored');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="field-kit-taken">
      <Stack gap="sm">
        <Title order={2} size="h4" id="field-kit-taken">
          {t('fieldKit.taken.title')}
        </Title>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {plots.map((plot) => (
            <Group component="li" key={plot.plotId} justify="space-between" gap="sm" wrap="wrap">
              <div>
                <Text fw={600}>
                  {[plot.feature.properties.name, plot.feature.properties.gloc1].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('fieldKit.taken.images', {
                    weeds: imageDate(plot.weeds),
                    anomalies: imageDate(plot.anomalies),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('fieldKit.taken.savedAt', { date: formatDateTime(plot.savedAt, language) })}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red"
                onClick={() => drop.mutate(plot.plotId)}
                aria-label={t('fieldKit.taken.dropPlot', { plot: plot.feature.properties.name })}
              >
                {t('fieldKit.taken.drop')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
