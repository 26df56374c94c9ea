import { quarterlyReportQueryOptions, type AgeClass, type QuarterlyReport } from '@dossel/api-client';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { CalendarQuarter } from '../../home/quarters';
import { useMonitoringApi } from '../../reports/api/use-monitoring-api';
import { ChartCard } from '../../reports/components/chart-card';
import type { CsvExport } from '../../reports/components/csv-button';
import { QueryView } from '../../reports/components/query-view';
import { CategoryBars } from './category-bars';
import { SCENARIO_COLORS } from './chart-colors';
import { usePeriodLabel } from './period-select';

/** The quarterly report of a customer and period (`GET /reports/quarterly`), with its loading states. */
export function QuarterlyReportView({
  customerId,
  period,
  children,
}: {
  customerId: number;
  period: CalendarQuarter;
  children: (report: QuarterlyReport) => ReactNode;
}) {
  const monitoring = useMonitoringApi();
  const report = useQuery(
    quarterlyReportQueryOptions({ monitoring }, { customer_id: customerId, ...period }),
  );
  return (
    <QueryView query={report} isEmpty={(data) => data.totals.plots === 0}>
      {children}
    </QueryView>
  );
}

/** What a quarterly report's CSV says it holds: the period, and the quarter's last day as data date. */
export function useReportCsv(report: QuarterlyReport): Pick<CsvExport<AgeClass>, 'filters' | 'dataDate'> {
  const { t } = useTranslation();
  const period = usePeriodLabel({ year: report.year, quarter: report.quarter as CalendarQuarter['quarter'] });
  return { filters: [[t('reports.productivity.filters.period'), period]], dataDate: report.to };
}

/** Standing stock (m³cc) and area (ha) by age class, side by side where there is room. */
export function AgeClassCharts({ report }: { report: QuarterlyReport }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`reports.productivity.stock.${key}`);
  const about = useReportCsv(report);
  const ageClass = { header: label('ageClass'), value: (row: AgeClass) => row.ageClass };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard
        title={label('stockTitle')}
        csv={{
          ...about,
          title: label('stockTitle'),
          columns: [ageClass, { header: label('stock'), value: (row) => row.stockM3cc }],
          rows: report.ageClasses,
        }}
      >
        <CategoryBars
          data={report.ageClasses}
          category="ageClass"
          value="stockM3cc"
          name={label('stock')}
          color={SCENARIO_COLORS.likely}
          decimals={0}
        />
      </ChartCard>
      <ChartCard
        title={label('areaTitle')}
        csv={{
          ...about,
          title: label('areaTitle'),
          columns: [ageClass, { header: label('area'), value: (row) => row.areaHa }],
          rows: report.ageClasses,
        }}
      >
        <CategoryBars
          data={report.ageClasses}
          category="ageClass"
          value="areaHa"
          name={label('area')}
          color={SCENARIO_COLORS.optimistic}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
