import type { Language, WeatherPlaceQuery } from '@dossel/api-client';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { QueryView } from '../../../components/reports/query-view';
import { useWeatherRecent } from '../api/use-weather-queries';
import { ProviderBadge } from './provider-badge';

/**
 * The rain of the quarter of today so far (this month and the two before it, spec section 9) beside the
 * historical mean of those months, and the rain of the last 3 hours with the time it was observed.
 */
export function RecentRain({ place }: { place: WeatherPlaceQuery }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const recent = useWeatherRecent(place);
  const mm = (value: number) => t('reports.weather.mm', { value: formatNumber(value, language, 1) });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="weather-recent-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="weather-recent-title">
            {t('reports.weather.recent.title')}
          </Title>
          {recent.data ? <ProviderBadge provider={recent.data.provider} of="recent" /> : null}
        </Group>
        <QueryView query={recent} skeletonHeight={96}>
          {({ quarter, lastThreeHours }) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap={2}>
                <Text size="sm" c="gray.7">
                  {t('reports.weather.recent.quarter')}
                </Text>
                <Text fz="xl" fw={700}>
                  {mm(quarter.precipitationMm)}
                </Text>
                <Text size="sm">
                  {t('reports.weather.recent.quarterPeriod', {
                    from: formatDate(quarter.from, language),
                    through: formatDate(quarter.through, language),
                  })}
                </Text>
                <Text size="sm" c="gray.7">
                  {quarter.normalMm === null || quarter.normalMm === 0
                    ? t('reports.weather.recent.normalMissing')
                    : t('reports.weather.recent.normal', {
                        value: formatNumber(quarter.normalMm, language, 1),
                        percent: formatNumber(
                          (100 * quarter.precipitationMm) / quarter.normalMm,
                          language,
                          0,
                        ),
                      })}
                </Text>
              </Stack>
              <Stack gap={2}>
                <Text size="sm" c="gray.7">
                  {t('reports.weather.recent.lastThreeHours')}
                </Text>
                <Text fz="xl" fw={700}>
                  {mm(lastThreeHours.precipitationMm)}
                </Text>
                <Text size="sm">
                  {t('reports.weather.recent.observedAt', {
                    time: formatDateTime(lastThreeHours.observedAt, language),
                  })}
                </Text>
              </Stack>
            </SimpleGrid>
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}
