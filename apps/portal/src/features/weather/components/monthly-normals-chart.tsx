import { monthlyNormals, type DateRange, type Language, type WeatherMonth } from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../../lib/format';
import { ChartCard } from '../../../components/reports/chart-card';
import { monthName } from '../../../lib/dates';
import { RainTemperatureChart } from './rain-temperature-chart';

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
    label: monthName(normal.calendarMonth, language),
  }));
  const title = t('reports.weather.normals.title');

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
          { header: t('reports.weather.columns.month'), value: (row) => row.label },
          { header: t('reports.weather.columns.precipitation'), value: (row) => row.precipitationMm },
          { header: t('reports.weather.columns.tempMin'), value: (row) => row.tempMinC },
          { header: t('reports.weather.columns.tempMean'), value: (row) => row.tempMeanC },
          { header: t('reports.weather.columns.tempMax'), value: (row) => row.tempMaxC },
          { header: t('reports.weather.columns.years'), value: (row) => row.years },
        ],
      }}
    >
      <RainTemperatureChart data={rows} height={300} />
    </ChartCard>
  );
}
