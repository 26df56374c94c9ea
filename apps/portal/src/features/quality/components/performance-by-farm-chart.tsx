import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';

import { ChartCard } from '../../../components/reports/chart-card';
import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';
import { performanceByFarm, type QualityPartProps } from '../quality-rows';

const BAR_HEIGHT_PX = 40;

/** Management performance by farm: one bar each, against the 100 % line. */
export function PerformanceByFarmChart({ rows, filters, dataDate }: QualityPartProps) {
  const { t } = useTranslation();
  const farms = useMemo(() => performanceByFarm(rows), [rows]);
  const title = t('reports.quality.performance.title');
  const percent = useChartFormatters().percent(1);

  return (
    <ChartCard
      title={title}
      description={t('reports.quality.performance.description')}
      csv={{
        title,
        filters,
        dataDate,
        rows: farms,
        columns: [
          { header: t('reports.quality.columns.farm'), value: (farm) => farm.farm },
          { header: t('reports.quality.columns.plots'), value: (farm) => farm.plots },
          { header: t('reports.quality.columns.area'), value: (farm) => farm.areaHa },
          {
            header: t('reports.quality.columns.managementPerformance'),
            value: (farm) => farm.managementPerformancePct,
          },
        ],
      }}
    >
      <Box h={farms.length * BAR_HEIGHT_PX + 48}>
        <BarChart
          responsive
          layout="vertical"
          data={farms}
          style={{ width: '100%', height: '100%' }}
          margin={{ right: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            domain={[0, (max: number) => Math.max(110, Math.ceil(max / 10) * 10)]}
            tickFormatter={percent}
            fontSize={12}
          />
          <YAxis type="category" dataKey="farm" width={132} fontSize={12} />
          <Tooltip formatter={percent} />
          <ReferenceLine x={100} stroke="var(--mantine-color-gray-7)" strokeDasharray="4 4" />
          <Bar
            dataKey="managementPerformancePct"
            name={t('reports.quality.columns.managementPerformance')}
            fill="var(--mantine-color-blue-7)"
          />
        </BarChart>
      </Box>
    </ChartCard>
  );
}
