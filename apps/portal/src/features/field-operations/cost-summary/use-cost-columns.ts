import type { Language, OperationSummary } from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { formatMoney, formatNumber } from '../../../lib/format';
import type { ReportColumn } from '../../../components/reports/report-table';

/** A line of the summary: an operation group's or a month's totals. */
type CostLine = Pick<OperationSummary, 'total' | 'registros' | 'area' | 'custo_por_ha'>;

/** A share of the period's total, in % with one decimal; 0 when the period cost nothing. */
const shareOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * The columns of a table of summary lines (by group, by month) after the line's own name: records, area,
 * total cost, cost per hectare and share of the period's cost. The same columns make its CSV.
 */
export function useCostColumns() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, language));
  return <Line extends CostLine>(name: ReportColumn<Line>, periodTotal: number): ReportColumn<Line>[] => [
    name,
    {
      header: t('fieldOperations.costSummary.columns.records'),
      value: (line) => line.registros,
      cell: (line) => formatNumber(line.registros, language),
      numeric: true,
    },
    {
      header: t('fieldOperations.costSummary.columns.area'),
      value: (line) => line.area,
      cell: (line) => formatNumber(line.area, language),
      numeric: true,
    },
    {
      header: t('fieldOperations.costSummary.columns.total'),
      value: (line) => line.total,
      cell: (line) => money(line.total),
      numeric: true,
    },
    {
      header: t('fieldOperations.costSummary.columns.perHectare'),
      value: (line) => line.custo_por_ha,
      cell: (line) => money(line.custo_por_ha),
      numeric: true,
    },
    {
      header: t('fieldOperations.costSummary.columns.share'),
      value: (line) => shareOf(line.total, periodTotal),
      cell: (line) => `${formatNumber(shareOf(line.total, periodTotal), language, 1)}%`,
      numeric: true,
    },
  ];
}
