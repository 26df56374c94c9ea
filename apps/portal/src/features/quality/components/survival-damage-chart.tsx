import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import { ChartCard } from '../../../components/reports/chart-card';
import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';
import type { QualityPartProps } from '../quality-rows';

/** Width per plot: the plot names stay legible; more plots than fit scroll sideways in the frame. */
const PLOT_WIDTH_PX = 36;

/** Survival and damage estimates of each plot's latest measurement, in percent. */
export function SurvivalDamageChart({ rows, filters, dataDate }: QualityPartProps) {
  const { t } = useTranslation();
  const title = t('reports.quality.survivalDamage.title');
  const percent = useChartFormatters().percent(1);

  return (
    <ChartCard
      title={title}
      description={t('reports.quality.survivalDamage.description')}
      csv={{
        title,
        filters,
        dataDate,
        rows,
        columns: [
          { header: t('reports.quality.columns.plot'), value: (row) => row.plotName },
          { header: t('reports.quality.columns.farm'), value: (row) => row.gloc1 },
          { header: t('reports.quality.columns.survival'), value: (row) => row.survivalPct },
          { header: t('reports.quality.columns.damage'), value: (row) => row.damagePct },
        ],
      }}
    >
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Box h={320} miw={rows.length * PLOT_WIDTH_PX}>
          <BarChart responsive data={[...rows]} style={{ width: '100%', height: '100%' }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="plotName" angle={-45} textAnchor="end" height={64} interval={0} fontSize={12} />
            <YAxis domain={[0, 100]} tickFormatter={percent} width={48} fontSize={12} />
            <Tooltip formatter={percent} />
            <Legend verticalAlign="top" />
            <Bar
              dataKey="survivalPct"
              name={t('reports.quality.columns.survival')}
              fill="var(--mantine-color-green-7)"
            />
            <Bar
              dataKey="damagePct"
              name={t('reports.quality.columns.damage')}
              fill="var(--mantine-color-red-7)"
            />
          </BarChart>
        </Box>
      </Box>
    </ChartCard>
  );
}
