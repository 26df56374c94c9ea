import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ReportTable, type ReportColumn } from '../../../components/reports/report-table';
import { useFormatters } from '../hooks/use-formatters';
import {
  METRIC_KEYS,
  metricDecimals,
  metricValue,
  missingReason,
  type MissingReason,
} from '../lib/metric-columns';
import type { Stand } from '../lib/stands';
import type { KeysUnder } from '../../../lib/translation-keys';

/** Why a cell is empty, read out by screen readers and shown on hover; the cell itself shows '—'. */
function Missing({ reason }: { reason: MissingReason }) {
  const { t } = useTranslation();
  const why = t(`reports.productivity.missing.${reason}`);
  return (
    <span title={why}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{why}</VisuallyHidden>
    </span>
  );
}

type MetricsColumn = ReportColumn<Stand>;

/**
 * The columns of the metrics table and of its CSV: what the row is (a plot, or a date of one plot's
 * history), its age, the metrics of spec section 3 with their units, and the contract status.
 */
export function useMetricsColumns(rowsAre: 'plots' | 'dates'): MetricsColumn[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = (key: KeysUnder<'reports.productivity.metrics'>) => t(`reports.productivity.metrics.${key}`);
  const dash = (reason: MissingReason | null) => (reason ? <Missing reason={reason} /> : '—');

  const identity: MetricsColumn[] =
    rowsAre === 'plots'
      ? [
          { header: label('plot'), value: (s) => s.plot.name, cell: (s) => s.plot.name, numeric: false },
          {
            header: label('farm'),
            value: (s) => s.plot.gloc1,
            cell: (s) => s.plot.gloc1 ?? '—',
            numeric: false,
          },
          { header: label('clone'), value: (s) => s.plot.clone, cell: (s) => s.plot.clone, numeric: false },
          {
            header: label('date'),
            value: (s) => s.metrics?.date,
            cell: (s) => (s.metrics ? format.date(s.metrics.date) : dash('notMeasured')),
            numeric: false,
          },
        ]
      : [
          {
            header: label('date'),
            value: (s) => s.metrics?.date,
            cell: (s) => (s.metrics ? format.date(s.metrics.date) : '—'),
            numeric: false,
          },
        ];

  const age: MetricsColumn = {
    header: label('age'),
    value: (s) => s.metrics?.ageYears ?? s.plot.ageYears,
    cell: (s) => format.number(s.metrics?.ageYears ?? s.plot.ageYears),
    numeric: true,
  };

  const metrics = METRIC_KEYS.map<MetricsColumn>((key) => ({
    header: label(key),
    value: (s) => metricValue(s, key),
    cell: (s) => {
      const value = metricValue(s, key);
      return value === null ? dash(missingReason(s, key)) : format.number(value, metricDecimals(key));
    },
    numeric: true,
  }));

  const status: MetricsColumn = {
    header: label('contractStatus'),
    value: (s) => (s.metrics ? t(`reports.productivity.contract.${s.metrics.contractStatus}`) : null),
    cell: (s) => (s.metrics ? t(`reports.productivity.contract.${s.metrics.contractStatus}`) : '—'),
    numeric: false,
  };

  return [...identity, age, ...metrics, status];
}

/**
 * The metrics of the stands, one row each, a page at a time; the plot (or date) stays in view while the many
 * metric columns scroll sideways inside the frame.
 */
export function MetricsTable({
  stands,
  columns,
  label,
}: {
  stands: readonly Stand[];
  columns: readonly MetricsColumn[];
  /** Names the table and its scrolling frame for assistive technology. */
  label: string;
}) {
  const { t } = useTranslation();
  const anyMissing = stands.some((stand) => METRIC_KEYS.some((key) => missingReason(stand, key) !== null));
  return (
    <>
      <ReportTable
        label={label}
        columns={columns}
        rows={stands}
        rowKey={(stand) => `${stand.plot.id}-${stand.metrics?.date ?? 'none'}`}
        minWidth={columns.length * 120}
      />
      {anyMissing ? (
        <Text size="sm" c="gray.7">
          {t('reports.productivity.missing.note')}
        </Text>
      ) : null}
    </>
  );
}
