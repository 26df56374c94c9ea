import type { CsvAbout } from '@dossel/ui-kit';
import { Alert, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { ChartCard } from '../../../components/reports/chart-card';
import { useChartFormatters } from '../../../hooks/reports/use-chart-formatters';
import type { AreaClass } from '../soil-classes';

export interface AreaClassChartProps<Key> {
  title: string;
  description?: string;
  /** What the chart says instead when no plot of the filters has this data (spec section 8). */
  emptyText: string;
  /** The header of the class column in the CSV, e.g. 'Ordem de solo'. */
  classHeader: string;
  classes: ReadonlyArray<AreaClass<Key>>;
  labelOf: (key: Key) => string;
  filters: CsvAbout;
  /** Horizontal bars for named classes (long labels), columns for a scale such as altitude. */
  layout: 'bars' | 'columns';
  color: string;
}

const BAR_HEIGHT_PX = 40;
const COLUMNS_HEIGHT_PX = 280;

/** The area of the filtered plots by class, as a bar chart with its data as CSV. */
export function AreaClassChart<Key>({
  title,
  description,
  emptyText,
  classHeader,
  classes,
  labelOf,
  filters,
  layout,
  color,
}: AreaClassChartProps<Key>) {
  const { t } = useTranslation();
  const data = classes.map((areaClass) => ({ ...areaClass, label: labelOf(areaClass.key) }));
  const format = useChartFormatters();
  const areaAxis = {
    type: 'number',
    tickFormatter: format.number(),
    fontSize: 12,
  } as const;
  const classAxis = { type: 'category', dataKey: 'label', fontSize: 12, interval: 0 } as const;

  return (
    <ChartCard
      title={title}
      description={description}
      csv={{
        title,
        filters,
        rows: data,
        columns: [
          { header: classHeader, value: (row) => row.label },
          { header: t('reports.soilRelief.columns.area'), value: (row) => row.areaHa },
          { header: t('reports.soilRelief.columns.share'), value: (row) => row.sharePct },
          { header: t('reports.soilRelief.columns.plots'), value: (row) => row.plots },
        ],
      }}
    >
      {classes.every((areaClass) => areaClass.plots === 0) ? (
        <Alert color="yellow" variant="light">
          {emptyText}
        </Alert>
      ) : (
        <Box h={layout === 'bars' ? data.length * BAR_HEIGHT_PX + 48 : COLUMNS_HEIGHT_PX}>
          <BarChart
            responsive
            layout={layout === 'bars' ? 'vertical' : 'horizontal'}
            data={data}
            style={{ width: '100%', height: '100%' }}
            margin={{ right: 16 }}
          >
            {layout === 'bars' ? (
              <>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis {...areaAxis} />
                <YAxis {...classAxis} width={150} />
              </>
            ) : (
              <>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis {...classAxis} angle={-35} textAnchor="end" height={56} />
                <YAxis {...areaAxis} width={56} />
              </>
            )}
            <Tooltip
              formatter={(value, _name, item) =>
                `${format.number()(value)} ha (${format.percent(1)((item.payload as AreaClass<Key>).sharePct)})`
              }
            />
            <Bar dataKey="areaHa" name={t('reports.soilRelief.columns.area')} fill={color} />
          </BarChart>
        </Box>
      )}
    </ChartCard>
  );
}
