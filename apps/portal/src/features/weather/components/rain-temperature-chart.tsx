import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';

import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';

/** A period's rain and temperatures, as the chart reads them. */
interface RainAndTemperatures {
  label: string;
  precipitationMm: number;
  tempMinC: number;
  tempMaxC: number;
}

interface RainTemperatureChartProps {
  /** One entry per period (a day, a month), named by `label` on the axis. */
  data: readonly RainAndTemperatures[];
  height: number;
  /** A dot on each period's temperatures: for a few periods, where the lines alone are hard to read. */
  dots?: boolean;
}

/** Rain as bars (mm, left axis) and the lowest and highest temperatures as lines (°C, right axis). */
export function RainTemperatureChart({ data, height, dots = false }: RainTemperatureChartProps) {
  const { t } = useTranslation();
  const number = useChartFormatters().number(1);
  return (
    <Box h={height}>
      <ComposedChart responsive data={[...data]} style={{ width: '100%', height: '100%' }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={12} interval={0} />
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
          dot={dots}
        />
        <Line
          yAxisId="celsius"
          dataKey="tempMinC"
          name={t('reports.weather.columns.tempMin')}
          stroke="var(--mantine-color-orange-8)"
          dot={dots}
        />
      </ComposedChart>
    </Box>
  );
}
