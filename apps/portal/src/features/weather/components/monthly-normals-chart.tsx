import { monthlyNormals, type DateRange, type Language, type WeatherMonth } from '@dossel/api-client';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';

import { formatDate, formatNumber } from '../../../lib/format';
import { ChartCard } from '../../reports/components/chart-card';
import type { CsvAbout } from '../../reports/lib/csv';
import { monthName } from '../lib/dates';

interface MonthlyNormalsChartProps {
  months: readonly WeatherMonth[];
  range: DateRange;
  filters: CsvAbout;
}

/** What each calendar month usually brings: mean precipitation (bars) and temperatures (lines). */
export function MonthlyNormalsChart({ months, range, filters }: MonthlyNormalsChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const rows = monthlyNormals(months).map((normal) => ({
    ...normal,
    name: monthName(normal.calendarMonth, language),
  }));
  const title = t('reports.weather.normals.title');
  const number = (value: unknown) => formatNumber(Number(value), language, 1);

  return (
    <ChartCard
      title={title}
      description={t('reports.weather.normals.description', {
        from: formatDate(range.from, language),
        to: formatDate(range.to, language),
      })}
      csv={{
        title,
        filters,
        dataDate: range.to,
        rows,
        columns: [
          { header: t('reports.weather.columns.month'), value: (row) => row.name },
          { header: t('reports.weather.columns.precipitation'), value: (row) => row.precipitationMm },
          { header: t('reports.weather.columns.tempMin'), value: (row) => row.tempMinC },
          { header: t('reports.weather.columns.tempMean'), value: (row) => row.tempMeanC },
          { header: t('reports.weather.columns.tempMax'), value: (row) => row.tempMaxC },
          { header: t('reports.weather.columns.years'), value: (row) => row.years },
        ],
      }}
    >
      <Box h={300}>
        <ComposedChart responsive data={rows} style={{ width: '100%', height: '100%' }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" fontSize={12} interval={0} />
          <YAxis yAxisId="mm" tickFormatter={number} width={40} fontSize={12} />
          <YAxis yAxisId="celsius" orientation="right" tickFormatter={number} width={32} fontSize={12} />
          <Tooltip formatter={number} />
          <Legend verticalAlign="top" />
          <Bar
            yAxisId="mm"
            dataKey="precipitationMm"
            name={t('reports.weather.columns.precipitation')}
            fill="var(--mantine-color-blue-7)"
          />
          <Line
            yAxisId="celsius"
            dataKey="tempMaxC"
            name={t('reports.weather.columns.tempMax')}
            stroke="var(--mantine-color-red-8)"
            dot={false}
          />
          <Line
            yAxisId="celsius"
            dataKey="tempMinC"
            name={t('reports.weather.columns.tempMin')}
            stroke="var(--mantine-color-orange-8)"
            dot={false}
          />
        </ComposedChart>
      </Box>
    </ChartCard>
  );
}
