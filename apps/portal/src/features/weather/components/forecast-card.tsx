import type { ForecastDay, Language, WeatherPlaceQuery } from '@dossel/api-client';
import type { CsvAbout, CsvColumn } from '@dossel/ui-kit';
import { Box, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber } from '../../../lib/format';
import { ChartCard } from '../../../components/reports/chart-card';
import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';
import { QueryView } from '../../../components/reports/query-view';
import { useWeatherForecast } from '../api/use-weather-queries';
import { ProviderBadge } from './provider-badge';
import { RainTemperatureChart } from './rain-temperature-chart';

/** The next 7 days at the place: a chart of rain and temperatures and the same days as a table. */
export function ForecastCard({ place, filters }: { place: WeatherPlaceQuery; filters: CsvAbout }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const forecast = useWeatherForecast(place);
  const title = t('reports.weather.forecast.title');
  const number = useChartFormatters().number(1);
  const days = forecast.data?.days ?? [];
  const columns: CsvColumn<ForecastDay>[] = [
    { header: t('reports.weather.columns.date'), value: (day) => day.date },
    { header: t('reports.weather.columns.precipitation'), value: (day) => day.precipitationMm },
    { header: t('reports.weather.columns.probability'), value: (day) => day.precipitationProbabilityPct },
    { header: t('reports.weather.columns.tempMin'), value: (day) => day.tempMinC },
    { header: t('reports.weather.columns.tempMax'), value: (day) => day.tempMaxC },
  ];

  return (
    <ChartCard
      title={title}
      description={t('reports.weather.forecast.description')}
      csv={{
        // The file says who forecast it, as the screen does: demo numbers never pass for a real forecast.
        title: forecast.data
          ? `${title} (${t(`reports.weather.provider.${forecast.data.provider}`)})`
          : title,
        filters,
        dataDate: days[0]?.date,
        rows: days,
        columns,
      }}
    >
      <QueryView query={forecast} isEmpty={(data) => data.days.length === 0} skeletonHeight={280}>
        {({ provider }) => (
          <>
            <Stack gap="xs" align="flex-start">
              <ProviderBadge provider={provider} of="forecast" />
              {provider === 'demo' ? (
                <Text size="sm" c="gray.7">
                  {t('reports.weather.demoNote')}
                </Text>
              ) : null}
            </Stack>
            <RainTemperatureChart
              data={days.map((day) => ({ ...day, label: formatDate(day.date, language).slice(0, 5) }))}
              height={280}
              dots
            />
            {/* On a phone the table scrolls inside its frame, which the keyboard can reach and scroll. */}
            <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
              <Table striped miw={520}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.header} scope="col">
                        {column.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {days.map((day) => (
                    <Table.Tr key={day.date}>
                      <Table.Th scope="row" fw={500}>
                        {formatDate(day.date, language)}
                      </Table.Th>
                      <Table.Td>{number(day.precipitationMm)}</Table.Td>
                      <Table.Td>{formatNumber(day.precipitationProbabilityPct, language, 0)}</Table.Td>
                      <Table.Td>{number(day.tempMinC)}</Table.Td>
                      <Table.Td>{number(day.tempMaxC)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          </>
        )}
      </QueryView>
    </ChartCard>
  );
}
