import {
  AREA_ALERT_THRESHOLD_HA,
  type Language,
  type MonitoringKind,
  type MonitoringSummary,
  type MonitoringSummaryPlot,
} from '@dossel/api-client';
import { Anchor, Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { lossAmount, lossBasis } from '../../../lib/alert-loss';
import { formatDate, formatNumber } from '../../../lib/format';
import { canReach } from '../../../lib/session/access-rules';
import { useSession } from '../../../lib/session/session-store';
import { ChartCard } from '../../../components/reports/chart-card';
import type { CsvExport } from '../../../components/reports/csv-button';
import { QueryView } from '../../../components/reports/query-view';
import { ReportTable, type ReportColumn } from '../../../components/reports/report-table';
import { byConcern } from '../lib/plot-order';
import type { FilterSummary } from './map-filters';

interface PlotsTableProps {
  kind: MonitoringKind;
  date: string;
  summary: UseQueryResult<MonitoringSummary>;
  /** The plots the filters let through. */
  shownIds: ReadonlySet<number>;
  filterSummary: FilterSummary;
  farmLabel: string;
  selectedPlotId: number | null;
  onSelectPlot: (plotId: number | null) => void;
}

/** A signed change, so a growth reads '+2,50' and a shrinkage '-1,00'. */
function signed(value: number, language: Language): string {
  return `${value > 0 ? '+' : ''}${formatNumber(value, language)}`;
}

/**
 * The table per plot: monitored or not, the image date, the infested (weeds) or affected (anomalies) area
 * in ha and %, its change since the plot's previous monitoring and the alert of 2 ha or more, what needs
 * attention first. A row selects its plot on the map (and a plot selected on the map turns the table to its
 * page); the table's rows are offered as CSV.
 */
export function PlotsTable(props: PlotsTableProps) {
  const { summary, shownIds } = props;
  const rowsOf = (data: MonitoringSummary) =>
    data.plots.filter((plot) => shownIds.has(plot.plotId)).sort(byConcern);
  return (
    <QueryView query={summary} isEmpty={(data) => rowsOf(data).length === 0} skeletonHeight={320}>
      {(data) => <PlotsTableCard {...props} rows={rowsOf(data)} />}
    </QueryView>
  );
}

function PlotsTableCard({
  kind,
  date,
  rows,
  filterSummary,
  farmLabel,
  selectedPlotId,
  onSelectPlot,
}: PlotsTableProps & { rows: MonitoringSummaryPlot[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const status = (row: MonitoringSummaryPlot) =>
    t(row.monitored ? 'reports.map.table.monitored' : 'reports.map.table.notMonitored');
  const number = (value: number | null, format = formatNumber) =>
    value === null ? '—' : format(value, language);
  const flagged = (value: (row: MonitoringSummaryPlot) => number) => (row: MonitoringSummaryPlot) =>
    row.monitored ? value(row) : null;
  const area = flagged((row) => row.flaggedAreaHa);
  // A customer with field operations (service 8) can note what they found at an alert's plot at once.
  const notesField = useSession((state) => canReach('fieldOperations', state.user, state.currentCustomer));
  const percent = flagged((row) => row.flaggedPct);

  const columns: ReportColumn<MonitoringSummaryPlot>[] = [
    {
      header: t('reports.map.table.plot'),
      value: (row) => row.plotName,
      cell: (row) => (
        // The row is clickable; the button makes it reachable and announced by keyboard too.
        <UnstyledButton
          aria-pressed={row.plotId === selectedPlotId}
          aria-label={t('reports.map.table.showOnMap', { plot: row.plotName })}
          fz="sm"
          fw={row.plotId === selectedPlotId ? 700 : 500}
          td="underline"
        >
          {row.plotName}
        </UnstyledButton>
      ),
    },
    { header: farmLabel, value: (row) => row.gloc1 },
    {
      header: t('reports.map.table.status'),
      value: status,
      cell: (row) => (
        <Badge variant="filled" color={row.monitored ? 'forest.7' : 'gray.7'} tt="none" miw="max-content">
          {status(row)}
        </Badge>
      ),
    },
    {
      header: t('reports.map.table.imageDate'),
      value: (row) => row.imageDate && formatDate(row.imageDate, language),
      sortValue: (row) => row.imageDate,
    },
    { header: t(`reports.map.${kind}.areaHa`), value: area, cell: (row) => number(area(row)), numeric: true },
    {
      header: t(`reports.map.${kind}.areaPct`),
      value: percent,
      cell: (row) => number(percent(row)),
      numeric: true,
    },
    {
      header: t('reports.map.table.changeHa'),
      value: (row) => row.changeHa,
      cell: (row) => number(row.changeHa, signed),
      numeric: true,
    },
    {
      header: t('reports.map.table.alert'),
      value: (row) => (row.alert ? t('reports.map.table.alertBadge') : ''),
      cell: (row) =>
        row.alert ? (
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="filled" color="red.9" tt="none" miw="max-content">
                {t('reports.map.table.alertBadge')}
                <VisuallyHidden>
                  {': '}
                  {t('reports.map.table.alertText', { threshold: AREA_ALERT_THRESHOLD_HA })}
                </VisuallyHidden>
              </Badge>
              {notesField ? (
                <Anchor
                  component={Link}
                  to={paths.fieldNotes.newForPlotHref(row.plotId, row.imageDate ?? date)}
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  aria-label={t('reports.map.table.noteFieldFor', { plot: row.plotName })}
                  // The row selects its plot on a click; following the link is all this click does.
                  onClick={(event) => event.stopPropagation()}
                >
                  {t('reports.map.table.noteField')}
                </Anchor>
              ) : null}
            </Group>
            {row.loss ? <AlertLoss loss={row.loss} /> : null}
          </Stack>
        ) : null,
    },
  ];
  // Issue 15: the alerts' estimated loss, recorded when the date was published by an import, with what it
  // assumes. On screen it sits under the alert's badge (a column of its own pushed the table past the
  // page at 1200 px); the CSV has it as a column. Dates without any (seeded, or before the alerts were
  // recorded) keep the table as it was.
  const lossColumn: ReportColumn<MonitoringSummaryPlot> = {
    header: t('reports.map.loss.column'),
    value: (row) =>
      row.loss ? (lossAmount(row.loss, t, language) ?? lossBasis(row.loss, t, language)) : null,
  };
  const lossBasisColumn: ReportColumn<MonitoringSummaryPlot> = {
    header: t('reports.map.loss.basisColumn'),
    value: (row) => (row.loss ? lossBasis(row.loss, t, language) : null),
  };
  const withLoss = rows.some((row) => row.loss !== null);
  const csv: CsvExport<MonitoringSummaryPlot> = {
    title: t(`reports.map.${kind}.tableTitle`),
    rows,
    filters: filterSummary,
    dataDate: date,
    columns: withLoss ? [...columns, lossColumn, lossBasisColumn] : columns,
  };

  return (
    <ChartCard title={csv.title} csv={csv}>
      <ReportTable
        label={csv.title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.plotId}
        minWidth={760}
        shownKey={selectedPlotId}
        onRowClick={(row) => onSelectPlot(row.plotId === selectedPlotId ? null : row.plotId)}
      />
      {rows.some((row) => row.loss?.lossM3 != null) ? (
        <Text size="xs" c="gray.7" mt="xs">
          {t('reports.map.loss.formula')}
        </Text>
      ) : null}
    </ChartCard>
  );
}

/** An alert's estimated loss under its badge: the amounts, and what they assume on hover and for readers. */
function AlertLoss({ loss }: { loss: NonNullable<MonitoringSummaryPlot['loss']> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const amount = lossAmount(loss, t, language);
  const basis = lossBasis(loss, t, language);
  return (
    <Text size="xs" c="gray.8" title={basis} style={{ whiteSpace: 'nowrap' }}>
      {amount === null
        ? basis
        : amount.split(' · ').map((part) => (
            <span key={part} style={{ display: 'block' }}>
              {part}
            </span>
          ))}
      {amount === null ? null : <VisuallyHidden>{` (${basis})`}</VisuallyHidden>}
    </Text>
  );
}
