import type { AgeClass, QuarterlyReport } from '@dossel/api-client';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { CalendarQuarter } from '../../../lib/quarters';
import { useMonitoringApi } from '../../../hooks/reports/use-monitoring-api';
import { ChartCard } from '../../../components/reports/chart-card';
import type { CsvExport } from '../../../components/reports/csv-button';
import { QueryView } from '../../../components/reports/query-view';
import { productivityQueries } from '../lib/productivity-queries';
import { CategoryBars } from './category-bars';
import { SCENARIO_COLORS } from './chart-colors';
import { usePeriodLabel } from './period-select';
import type { KeysUnder } from '../../../lib/translation-keys';

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
  const report = useQuery(productivityQueries.quarterlyReport({ monitoring }, customerId, period));
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
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <AgeClassChart
        report={report}
        part={{ title: 'stockTitle', value: 'stock' }}
        value="stockM3cc"
        color={SCENARIO_COLORS.likely}
        decimals={0}
      />
      <AgeClassChart
        report={report}
        part={{ title: 'areaTitle', value: 'area' }}
        value="areaHa"
        color={SCENARIO_COLORS.optimistic}
      />
    </SimpleGrid>
  );
}

interface AgeClassChartProps {
  report: QuarterlyReport;
  /** The keys of its title and of the value's name under `reports.productivity.stock`. */
  part: { title: KeysUnder<'reports.productivity.stock'>; value: KeysUnder<'reports.productivity.stock'> };
  value: 'stockM3cc' | 'areaHa';
  color: string;
  decimals?: number;
}

/** One figure of the quarter by age class, with its data as CSV. */
function AgeClassChart({ report, part, value, color, decimals }: AgeClassChartProps) {
  const { t } = useTranslation();
  const label = (key: KeysUnder<'reports.productivity.stock'>) => t(`reports.productivity.stock.${key}`);
  const about = useReportCsv(report);
  return (
    <ChartCard
      title={label(part.title)}
      csv={{
        ...about,
        title: label(part.title),
        columns: [
          { header: label('ageClass'), value: (row) => row.ageClass },
          { header: label(part.value), value: (row) => row[value] },
        ],
        rows: report.ageClasses,
      }}
    >
      <CategoryBars
        data={report.ageClasses}
        category="ageClass"
        value={value}
        name={label(part.value)}
        color={color}
        decimals={decimals}
      />
    </ChartCard>
  );
}
