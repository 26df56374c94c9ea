import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { CsvColumn } from '../../reports/lib/csv';
import { useFormatters } from '../hooks/use-formatters';
import {
  METRIC_KEYS,
  metricDecimals,
  metricValue,
  missingReason,
  type MissingReason,
} from '../lib/metric-columns';
import type { Stand } from '../lib/stands';

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

interface MetricsColumn {
  header: string;
  csv: CsvColumn<Stand>['value'];
  cell: (stand: Stand) => ReactNode;
  numeric: boolean;
}

/**
 * The columns of the metrics table and of its CSV: what the row is (a plot, or a date of one plot's
 * history), its age, the metrics of spec section 3 with their units, and the contract status.
 */
export function useMetricsColumns(rowsAre: 'plots' | 'dates'): MetricsColumn[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = (key: string) => t(`reports.productivity.metrics.${key}`);
  const dash = (reason: MissingReason | null) => (reason ? <Missing reason={reason} /> : '—');

  const identity: MetricsColumn[] =
    rowsAre === 'plots'
      ? [
          { header: label('plot'), csv: (s) => s.plot.name, cell: (s) => s.plot.name, numeric: false },
          {
            header: label('farm'),
            csv: (s) => s.plot.gloc1,
            cell: (s) => s.plot.gloc1 ?? '—',
            numeric: false,
          },
          { header: label('clone'), csv: (s) => s.plot.clone, cell: (s) => s.plot.clone, numeric: false },
          {
            header: label('date'),
            csv: (s) => s.metrics?.date,
            cell: (s) => (s.metrics ? format.date(s.metrics.date) : dash('notMeasured')),
            numeric: false,
          },
        ]
      : [
          {
            header: label('date'),
            csv: (s) => s.metrics?.date,
            cell: (s) => (s.metrics ? format.date(s.metrics.date) : '—'),
            numeric: false,
          },
        ];

  const age: MetricsColumn = {
    header: label('age'),
    csv: (s) => s.metrics?.ageYears ?? s.plot.ageYears,
    cell: (s) => format.number(s.metrics?.ageYears ?? s.plot.ageYears),
    numeric: true,
  };

  const metrics = METRIC_KEYS.map<MetricsColumn>((key) => ({
    header: label(key),
    csv: (s) => metricValue(s, key),
    cell: (s) => {
      const value = metricValue(s, key);
      return value === null ? dash(missingReason(s, key)) : format.number(value, metricDecimals(key));
    },
    numeric: true,
  }));

  const status: MetricsColumn = {
    header: label('contractStatus'),
    csv: (s) => (s.metrics ? t(`reports.productivity.contract.${s.metrics.contractStatus}`) : null),
    cell: (s) => (s.metrics ? t(`reports.productivity.contract.${s.metrics.contractStatus}`) : '—'),
    numeric: false,
  };

  return [...identity, age, ...metrics, status];
}

// The first column (plot or date) stays in view while the many metric columns scroll sideways.
const STICKY: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

/** The metrics of the stands, one row each, scrolling sideways inside its frame on narrow screens. */
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
      <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="xs" miw={columns.length * 120}>
          <Table.Caption>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th
                  key={column.header}
                  scope="col"
                  ta={column.numeric ? 'right' : 'left'}
                  style={index === 0 ? STICKY : undefined}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stands.map((stand) => (
              <Table.Tr key={`${stand.plot.id}-${stand.metrics?.date ?? 'none'}`}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <Table.Th key={column.header} scope="row" style={STICKY}>
                      {column.cell(stand)}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.header} ta={column.numeric ? 'right' : 'left'}>
                      {column.cell(stand)}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {anyMissing ? (
        <Text size="sm" c="gray.7">
          {t('reports.productivity.missing.note')}
        </Text>
      ) : null}
    </>
  );
}
