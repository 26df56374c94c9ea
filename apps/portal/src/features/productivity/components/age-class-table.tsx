import type { AgeClass, QuarterlyReport } from '@dossel/api-client';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ChartCard } from '../../../components/reports/chart-card';
import { TableFrame } from '../../../components/reports/report-table';
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

  return (
    <ChartCard title={title} csv={{ ...about, title, columns, rows: report.ageClasses }}>
      <TableFrame label={title}>
        <Table striped miw={variant === 'stock' ? 420 : 560}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} scope="col" ta={numeric(column) ? 'right' : 'left'}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.ageClasses.map((row) => (
              <Table.Tr key={row.ageClass}>
                {columns.map((column, index) =>
                  index === rowHeader ? (
                    <Table.Th key={column.header} scope="row">
                      {row.ageClass}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.header} ta={numeric(column) ? 'right' : 'left'}>
                      {cell(column, column.value(row))}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              {columns.map((column, index) =>
                index === rowHeader ? (
                  <Table.Th key={column.header} scope="row">
                    {label('total')}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.header} ta="right" fw={600}>
                    {column.total === undefined ? null : cell(column, column.total)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </TableFrame>
    </ChartCard>
  );
}
