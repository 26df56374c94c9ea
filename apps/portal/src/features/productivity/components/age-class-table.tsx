import type { AgeClass, QuarterlyReport } from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { ChartCard } from '../../../components/reports/chart-card';
import { ReportTable, type ReportColumn } from '../../../components/reports/report-table';
import { useFormatters } from '../hooks/use-formatters';
import { useReportCsv } from './quarterly-parts';
import type { KeysUnder } from '../../../lib/translation-keys';

interface AgeClassColumn {
  header: string;
  value: (row: AgeClass) => string | number | null;
  /** The column's figure in the totals line, when it has one. */
  total?: number;
  decimals?: number;
}

/**
 * The age classes of a quarterly report as a table with its totals: the wood stock (plots, area, stock)
 * or the report's own table (spec section 3: quarter, year, age classes, stock m³cc, area, cut age).
 */
export function AgeClassTable({ report, variant }: { report: QuarterlyReport; variant: 'stock' | 'report' }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const about = useReportCsv(report);
  const label = (key: KeysUnder<'reports.productivity.stock'>) => t(`reports.productivity.stock.${key}`);
  const title = variant === 'stock' ? label('tableTitle') : t('reports.productivity.quarterly.tableTitle');

  const ageClass: AgeClassColumn = { header: label('ageClass'), value: (row) => row.ageClass };
  const area: AgeClassColumn = {
    header: label('area'),
    value: (row) => row.areaHa,
    total: report.totals.areaHa,
  };
  const stock: AgeClassColumn = {
    header: label('stock'),
    value: (row) => row.stockM3cc,
    total: report.totals.stockM3cc,
    decimals: 0,
  };
  const columns: AgeClassColumn[] =
    variant === 'stock'
      ? [
          ageClass,
          { header: label('plots'), value: (row) => row.plots, total: report.totals.plots },
          area,
          stock,
        ]
      : [
          // The quarter and the year name the period: text, not figures with thousands separators.
          { header: label('quarter'), value: () => String(report.quarter) },
          { header: label('year'), value: () => String(report.year) },
          ageClass,
          stock,
          area,
          { header: label('cutAge'), value: (row) => row.cutAgeYears, decimals: 1 },
        ];
  const cell = (column: AgeClassColumn, value: string | number | null) =>
    typeof value === 'number' ? format.number(value, column.decimals ?? 2) : (value ?? '—');
  const numeric = (column: AgeClassColumn) => column.total !== undefined || column.decimals !== undefined;
  const rowHeader = columns.indexOf(ageClass);

  const tableColumns = columns.map<ReportColumn<AgeClass>>((column, index) => ({
    header: column.header,
    value: column.value,
    cell: (row) => cell(column, column.value(row)),
    numeric: numeric(column),
    footer:
      index === rowHeader ? label('total') : column.total === undefined ? null : cell(column, column.total),
  }));

  return (
    <ChartCard title={title} csv={{ ...about, title, columns, rows: report.ageClasses }}>
      <ReportTable
        label={title}
        columns={tableColumns}
        rows={report.ageClasses}
        rowKey={(row) => row.ageClass}
        rowHeader={rowHeader}
        minWidth={variant === 'stock' ? 420 : 560}
      />
    </ChartCard>
  );
}
