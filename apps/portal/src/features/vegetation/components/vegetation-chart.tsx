import type { Language } from '@dossel/api-client';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import { formatDate } from '../../../lib/format';
import { ChartCard } from '../../../components/reports/chart-card';
import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';
import type { VegetationPartProps } from '../vegetation-series';
import { useVegetationColumns } from './use-vegetation-columns';

const NDVI_COLOR = 'var(--mantine-color-green-8)';
const EVI_COLOR = 'var(--mantine-color-blue-7)';

/** NDVI and EVI of the plot over time, each beside the customer's mean as a dashed line. */
export function VegetationChart({ rows, filters, dataDate }: VegetationPartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const columns = useVegetationColumns();
  const title = t('reports.vegetation.chart.title');
  const format = useChartFormatters();
  const index = format.number(3);

  return (
    <ChartCard
      title={title}
      description={t('reports.vegetation.chart.description')}
      csv={{ title, filters, dataDate, rows, columns }}
    >
      <Box h={320}>
        <LineChart
          responsive
          data={[...rows]}
          style={{ width: '100%', height: '100%' }}
          margin={{ right: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => formatDate(date, language)}
            fontSize={12}
            minTickGap={24}
          />
          <YAxis domain={[0, 1]} tickFormatter={format.number()} width={40} fontSize={12} />
          <Tooltip formatter={index} labelFormatter={(date) => formatDate(String(date), language)} />
          <Legend />
          <Line dataKey="ndvi" name="NDVI" stroke={NDVI_COLOR} strokeWidth={2} dot={false} />
          <Line dataKey="evi" name="EVI" stroke={EVI_COLOR} strokeWidth={2} dot={false} />
          <Line
            dataKey="meanNdvi"
            name={t('reports.vegetation.columns.meanNdvi')}
            stroke={NDVI_COLOR}
            strokeDasharray="5 4"
            dot={false}
          />
          <Line
            dataKey="meanEvi"
            name={t('reports.vegetation.columns.meanEvi')}
            stroke={EVI_COLOR}
            strokeDasharray="5 4"
            dot={false}
          />
        </LineChart>
      </Box>
      <div>
        <Text size="sm" c="gray.7">
          {t('reports.vegetation.ndviCaption')}
        </Text>
        <Text size="sm" c="gray.7">
          {t('reports.vegetation.eviCaption')}
        </Text>
      </div>
    </ChartCard>
  );
}
