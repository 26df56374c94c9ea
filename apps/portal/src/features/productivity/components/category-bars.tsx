import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';
import { AXIS_TICK } from './chart-colors';

export interface CategoryBarsProps<Row> {
  data: readonly Row[];
  /** The field naming each bar (an age class, a clone). */
  category: keyof Row & string;
  /** The field the bar measures. */
  value: keyof Row & string;
  /** What the value is, as the tooltip names it. */
  name: string;
  color: string;
  decimals?: number;
  /** Bars lying down with their names on the left: for names too long to sit under a phone's bars. */
  horizontal?: boolean;
}

const BAR_ROW_HEIGHT = 36;

/** One bar per category, numbers in the user's language; readable at 375 px wide. */
export function CategoryBars<Row>({
  data,
  category,
  value,
  name,
  color,
  decimals = 2,
  horizontal = false,
}: CategoryBarsProps<Row>) {
  const formatValue = useChartFormatters().number(decimals);
  // recharts reads the fields by name: the props above already hold them to the row's keys.
  const categoryKey: string = category;
  const valueKey: string = value;
  const height = horizontal ? Math.max(160, data.length * BAR_ROW_HEIGHT + 48) : 280;
  return (
    <BarChart
      responsive
      style={{ width: '100%', height }}
      data={[...data]}
      layout={horizontal ? 'vertical' : 'horizontal'}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={horizontal} horizontal={!horizontal} />
      {horizontal ? (
        <>
          <XAxis type="number" tickFormatter={formatValue} tick={AXIS_TICK} />
          <YAxis type="category" dataKey={categoryKey} width={96} tick={AXIS_TICK} />
        </>
      ) : (
        <>
          <XAxis dataKey={categoryKey} tick={AXIS_TICK} />
          <YAxis tickFormatter={formatValue} width={72} tick={AXIS_TICK} />
        </>
      )}
      <Tooltip formatter={formatValue} />
      <Bar dataKey={valueKey} name={name} fill={color} isAnimationActive={false} />
    </BarChart>
  );
}
