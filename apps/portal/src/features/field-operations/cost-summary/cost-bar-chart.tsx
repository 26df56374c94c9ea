import type { Language } from '@dossel/api-client';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { formatMoney } from '../../../lib/format';
import { ChartCard } from '../../../components/reports/chart-card';
import type { CsvExport } from '../../../components/reports/csv-button';
import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';

/** One bar: what it stands for (a group, a month) and its amount in R$. */
export interface CostBar {
  label: string;
  value: number | null;
}

export interface CostBarChartProps<Row> {
  title: string;
  description: string;
  bars: readonly CostBar[];
  /** The bars' data as the card's CSV offers it (usually more columns than the chart draws). */
  csv: CsvExport<Row>;
  /** Horizontal bars for named classes (long labels), columns for a sequence such as months. */
  layout: 'bars' | 'columns';
  color: string;
}

const BAR_HEIGHT_PX = 40;
const COLUMNS_HEIGHT_PX = 280;

/** Amounts in R$ as a bar chart in a card with its data as CSV; the tooltip says each amount in full. */
export function CostBarChart<Row>({ title, description, bars, csv, layout, color }: CostBarChartProps<Row>) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const format = useChartFormatters();
  const moneyAxis = { type: 'number', tickFormatter: format.number(0), fontSize: 12 } as const;
  const labelAxis = { type: 'category', dataKey: 'label', fontSize: 12, interval: 0 } as const;

  return (
    <ChartCard title={title} description={description} csv={csv}>
      <Box h={layout === 'bars' ? bars.length * BAR_HEIGHT_PX + 48 : COLUMNS_HEIGHT_PX}>
        <BarChart
          responsive
          layout={layout === 'bars' ? 'vertical' : 'horizontal'}
          data={[...bars]}
          style={{ width: '100%', height: '100%' }}
          margin={{ right: 16 }}
        >
          {layout === 'bars' ? (
            <>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis {...moneyAxis} />
              <YAxis {...labelAxis} width={150} />
            </>
          ) : (
            <>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              {/* A phone has no room for twelve month names: the axis leaves out those that would overlap. */}
              <XAxis
                {...labelAxis}
                interval="preserveStartEnd"
                minTickGap={2}
                angle={-35}
                textAnchor="end"
                height={64}
              />
              <YAxis {...moneyAxis} width={72} />
            </>
          )}
          <Tooltip formatter={(value) => formatMoney(Number(value), language)} />
          <Bar dataKey="value" name={title} fill={color} />
        </BarChart>
      </Box>
    </ChartCard>
  );
}
