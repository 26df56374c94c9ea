import type { ProjectionScenario } from '@dossel/api-client';
import { Box, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  ErrorBar,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';

import { useFormatters } from '../hooks/use-formatters';
import type { MeasuredStand } from '../lib/stands';
import { AXIS_TICK, HISTORIC_MAX_COLOR, HISTORIC_MIN_COLOR, SCENARIO_COLORS } from './chart-colors';

/** The five VTCC figures of one measurement, as the VTCC charts and their CSV files read them. */
export interface VtccRow {
  label: string;
  pessimistic: number;
  likely: number;
  optimistic: number;
  historicMax: number;
  historicMin: number;
}

export function vtccRow(label: string, { metrics }: MeasuredStand): VtccRow {
  return {
    label,
    pessimistic: metrics.vtccPessimistic,
    likely: metrics.vtccLikely,
    optimistic: metrics.vtccOptimistic,
    historicMax: metrics.vtccHistoricMax,
    historicMin: metrics.vtccHistoricMin,
  };
}

/** The series names of the VTCC charts, in the order the tooltip and the CSV list them. */
export function useVtccSeries() {
  const { t } = useTranslation();
  const scenario = (key: ProjectionScenario) => ({
    key,
    name: t(`monitoring.scenario.${key}`),
    color: SCENARIO_COLORS[key],
  });
  return [
    scenario('pessimistic'),
    scenario('likely'),
    scenario('optimistic'),
    { key: 'historicMax', name: t('reports.productivity.vtcc.historicMax'), color: HISTORIC_MAX_COLOR },
    { key: 'historicMin', name: t('reports.productivity.vtcc.historicMin'), color: HISTORIC_MIN_COLOR },
  ] as const satisfies ReadonlyArray<{ key: keyof VtccRow; name: string; color: string }>;
}

/** Every figure of the hovered plot or date, whatever the chart draws of it. */
function VtccTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const series = useVtccSeries();
  const format = useFormatters();
  const row = payload?.[0]?.payload as VtccRow | undefined;
  if (!active || !row) return null;
  return (
    <Paper withBorder shadow="sm" p="xs">
      <Text size="sm" fw={600}>
        {row.label}
      </Text>
      {series.map((serie) => (
        <Text key={serie.key} size="sm">
          {serie.name}: {format.number(row[serie.key])}
        </Text>
      ))}
    </Paper>
  );
}

const PLOT_ROW_HEIGHT = 32;
/** Past this height the chart scrolls inside its frame, so a farm of many plots does not bury the page. */
const PLOTS_CHART_MAX_HEIGHT = 560;

/**
 * VTCC per plot: a bar at the likely scenario, a whisker from the pessimistic to the optimistic one,
 * and marks at the historic maximum and minimum. Plots stack downwards, so names stay legible on a phone.
 */
export function VtccPlotsChart({ rows, label }: { rows: readonly VtccRow[]; label: string }) {
  const series = useVtccSeries();
  const format = useFormatters();
  const [, likely, , max, min] = series;
  const data = rows.map((row) => ({
    ...row,
    spread: [row.likely - row.pessimistic, row.optimistic - row.likely],
  }));
  return (
    // Focusable, so the plots below the fold can be scrolled to with the keyboard.
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight: PLOTS_CHART_MAX_HEIGHT, overflowY: 'auto' }}
    >
      <ComposedChart
        responsive
        layout="vertical"
        style={{ width: '100%', height: Math.max(200, rows.length * PLOT_ROW_HEIGHT + 72) }}
        data={data}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={(value: number) => format.number(value, 0)} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="label" width={80} tick={AXIS_TICK} />
        <Tooltip content={<VtccTooltip />} />
        <Legend verticalAlign="top" itemSorter={null} />
        <Bar dataKey="likely" name={likely.name} fill={likely.color} barSize={14} isAnimationActive={false}>
          <ErrorBar dataKey="spread" direction="x" width={6} stroke="var(--mantine-color-dark-6)" />
        </Bar>
        {[max, min].map((serie) => (
          <Line
            key={serie.key}
            dataKey={serie.key}
            name={serie.name}
            stroke="none"
            legendType="diamond"
            dot={{ r: 4, fill: serie.color, stroke: serie.color }}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
      </ComposedChart>
    </Box>
  );
}

/** A plot's VTCC over its measurements: the three scenarios, and the historic bounds dashed. */
export function VtccHistoryChart({ rows }: { rows: readonly VtccRow[] }) {
  const series = useVtccSeries();
  const format = useFormatters();
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 300 }}
      data={[...rows]}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
    >
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={AXIS_TICK} />
      <YAxis tickFormatter={(value: number) => format.number(value, 0)} width={56} tick={AXIS_TICK} />
      <Tooltip content={<VtccTooltip />} />
      <Legend itemSorter={null} />
      {series.map((serie) => (
        <Line
          key={serie.key}
          dataKey={serie.key}
          name={serie.name}
          stroke={serie.color}
          strokeWidth={2}
          strokeDasharray={serie.key === 'historicMax' || serie.key === 'historicMin' ? '5 4' : undefined}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}

/** The CSV columns of a VTCC chart: what each row is (plot or date), then the five figures in m³/ha. */
export function useVtccCsvColumns(labelHeader: string) {
  const { t } = useTranslation();
  const series = useVtccSeries();
  return [
    { header: labelHeader, value: (row: VtccRow) => row.label },
    ...series.map((serie) => ({
      header: t('reports.productivity.vtcc.column', { series: serie.name }),
      value: (row: VtccRow) => row[serie.key],
    })),
  ];
}
