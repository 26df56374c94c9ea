import {
  annualMeanTemperature,
  aridityClass,
  aridityIndex,
  lastTwelveMonths,
  thermalRestriction,
  waterDeficitIndex,
  waterRestriction,
  type Language,
  type WeatherMonth,
} from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import { formatNumber } from '../../../lib/format';
import { ChartCard } from '../../../components/reports/chart-card';
import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';
import { formatMonth } from '../../../lib/dates';

interface AridityCardProps {
  months: readonly WeatherMonth[];
  /** The last day of the series: its 12 months end here (spec section 9: "the last 12 months"). */
  at: string;
  filters: CsvAbout;
}

/** One figure: what it is, its value and how it was reached. */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="lg" fw={700}>
        {value}
      </Text>
      {detail ? <Text size="sm">{detail}</Text> : null}
    </Stack>
  );
}

/**
 * The aridity of the last 12 months (index P/ET0 and its class) and the water and thermal restriction of
 * the same months, with the months' precipitation and ET0 beside them.
 */
export function AridityCard({ months, at, filters }: AridityCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const window = lastTwelveMonths(months, at) ?? [];
  const index = aridityIndex(months, at);
  const deficit = waterDeficitIndex(months, at);
  const meanTemp = annualMeanTemperature(months, at);
  const title = t('reports.weather.aridity.title');
  const period = {
    from: window[0] ? formatMonth(window[0].month, language) : '',
    to: window.at(-1) ? formatMonth(window.at(-1)?.month ?? '', language) : '',
  };
  const rows = window.map((month) => ({ ...month, name: formatMonth(month.month, language) }));
  const number = useChartFormatters().number(1);

  return (
    <ChartCard
      title={title}
      description={t('reports.weather.aridity.description', period)}
      csv={{
        title: t('reports.weather.aridity.chartTitle'),
        filters,
        dataDate: at,
        rows: window,
        columns: [
          { header: t('reports.weather.columns.month'), value: (row) => row.month },
          { header: t('reports.weather.columns.precipitation'), value: (row) => row.precipitationMm },
          { header: t('reports.weather.columns.et0'), value: (row) => row.et0Mm },
          { header: t('reports.weather.columns.tempMean'), value: (row) => row.tempMeanC },
        ],
      }}
    >
      {index === null || deficit === null || meanTemp === null ? (
        <Text c="gray.7">{t('reports.weather.aridity.missing')}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Figure label={t('reports.weather.aridity.index')} value={formatNumber(index, language, 2)} />
            <Figure
              label={t('reports.weather.aridity.class')}
              value={t(`monitoring.aridityClass.${aridityClass(index)}`)}
            />
            <Figure
              label={t('reports.weather.aridity.water')}
              value={t(`monitoring.restrictionLevel.${waterRestriction(deficit)}`)}
              detail={t('reports.weather.aridity.waterDetail', { value: formatNumber(deficit, language, 1) })}
            />
            <Figure
              label={t('reports.weather.aridity.thermal')}
              value={t(`monitoring.restrictionLevel.${thermalRestriction(meanTemp)}`)}
              detail={t('reports.weather.aridity.thermalDetail', {
                value: formatNumber(meanTemp, language, 1),
              })}
            />
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {t('reports.weather.aridity.chartTitle')}
          </Text>
          <Box h={260}>
            <BarChart responsive data={rows} style={{ width: '100%', height: '100%' }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" fontSize={11} minTickGap={4} />
              <YAxis tickFormatter={number} width={40} fontSize={12} />
              <Tooltip formatter={number} />
              <Legend verticalAlign="top" />
              <Bar
                dataKey="precipitationMm"
                name={t('reports.weather.columns.precipitation')}
                fill="var(--mantine-color-blue-7)"
              />
              <Bar
                dataKey="et0Mm"
                name={t('reports.weather.columns.et0')}
                fill="var(--mantine-color-orange-7)"
              />
            </BarChart>
          </Box>
        </>
      )}
    </ChartCard>
  );
}
