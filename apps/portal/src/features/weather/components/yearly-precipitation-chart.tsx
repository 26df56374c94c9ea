import { climateSeriesYears, yearlyPrecipitation, type WeatherMonth } from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { ChartCard } from '../../../components/reports/chart-card';
import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';

interface YearlyPrecipitationChartProps {
  months: readonly WeatherMonth[];
  today: string;
  filters: CsvAbout;
}

/** The precipitation of each year of the historical series (spec section 9: from 1980 to last year). */
export function YearlyPrecipitationChart({ months, today, filters }: YearlyPrecipitationChartProps) {
  const { t } = useTranslation();
  const years = climateSeriesYears(today);
  const rows = yearlyPrecipitation(months, years);
  const title = t('reports.weather.yearly.title');
  const mm = useChartFormatters().number(0);

  return (
    <ChartCard
      title={title}
      description={t('reports.weather.yearly.description', { from: years[0], to: years.at(-1) })}
      csv={{
        title,
        filters,
        dataDate: `${years.at(-1)}-12-31`,
        rows,
        columns: [
          { header: t('reports.weather.columns.year'), value: (row) => row.year },
          { header: t('reports.weather.columns.precipitation'), value: (row) => row.precipitationMm },
        ],
      }}
    >
      <Box h={280}>
        <BarChart responsive data={rows} style={{ width: '100%', height: '100%' }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="year" fontSize={12} minTickGap={12} />
          <YAxis tickFormatter={mm} width={48} fontSize={12} />
          <Tooltip formatter={(value) => t('reports.weather.mm', { value: mm(value) })} />
          <Bar
            dataKey="precipitationMm"
            name={t('reports.weather.columns.precipitation')}
            fill="var(--mantine-color-blue-7)"
          />
        </BarChart>
      </Box>
    </ChartCard>
  );
}
