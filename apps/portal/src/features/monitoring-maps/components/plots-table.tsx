import {
  AREA_ALERT_THRESHOLD_HA,
  type Language,
  type MonitoringKind,
  type MonitoringSummary,
  type MonitoringSummaryPlot,
} from '@dossel/api-client';
import { Badge, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber } from '../../../lib/format';
import { ChartCard } from '../../reports/components/chart-card';
import type { CsvExport } from '../../reports/components/csv-button';
import { QueryView } from '../../reports/components/query-view';
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
 * in ha and %, its change since the plot's previous monitoring and the alert of 2 ha or more. A row selects
 * its plot on the map; the table's rows are offered as CSV.
 */
export function PlotsTable(props: PlotsTableProps) {
  const { summary, shownIds } = props;
  const rowsOf = (data: MonitoringSummary) => data.plots.filter((plot) => shownIds.has(plot.plotId));
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
  const headers = {
    plot: t('reports.map.table.plot'),
    farm: farmLabel,
    status: t('reports.map.table.status'),
    imageDate: t('reports.map.table.imageDate'),
    area: t(`reports.map.${kind}.areaHa`),
    percent: t(`reports.map.${kind}.areaPct`),
    change: t('reports.map.table.changeHa'),
    alert: t('reports.map.table.alert'),
  };
  const csv: CsvExport<MonitoringSummaryPlot> = {
    title: t(`reports.map.${kind}.tableTitle`),
    rows,
    filters: filterSummary,
    dataDate: date,
    columns: [
      { header: headers.plot, value: (row) => row.plotName },
      { header: headers.farm, value: (row) => row.gloc1 },
      { header: headers.status, value: status },
      { header: headers.imageDate, value: (row) => row.imageDate && formatDate(row.imageDate, language) },
      { header: headers.area, value: (row) => (row.monitored ? row.flaggedAreaHa : null) },
      { header: headers.percent, value: (row) => (row.monitored ? row.flaggedPct : null) },
      { header: headers.change, value: (row) => row.changeHa },
      { header: headers.alert, value: (row) => (row.alert ? t('reports.map.table.alertBadge') : '') },
    ],
  };
  const number = (value: number | null, format = formatNumber) =>
    value === null ? '—' : format(value, language);

  return (
    <ChartCard title={csv.title} csv={csv}>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{headers.plot}</Table.Th>
              <Table.Th scope="col">{headers.farm}</Table.Th>
              <Table.Th scope="col">{headers.status}</Table.Th>
              <Table.Th scope="col">{headers.imageDate}</Table.Th>
              <Table.Th scope="col" ta="right">
                {headers.area}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {headers.percent}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {headers.change}
              </Table.Th>
              <Table.Th scope="col">{headers.alert}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const selected = row.plotId === selectedPlotId;
              return (
                <Table.Tr
                  key={row.plotId}
                  data-selected={selected || undefined}
                  bg={selected ? 'forest.0' : undefined}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onSelectPlot(selected ? null : row.plotId)}
                >
                  <Table.Th scope="row" fw={selected ? 700 : 500}>
                    {/* The row is clickable; the button makes it reachable and announced by keyboard too. */}
                    <UnstyledButton
                      aria-pressed={selected}
                      aria-label={t('reports.map.table.showOnMap', { plot: row.plotName })}
                      fz="sm"
                      fw="inherit"
                      td="underline"
                    >
                      {row.plotName}
                    </UnstyledButton>
                  </Table.Th>
                  <Table.Td>{row.gloc1 ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="filled" color={row.monitored ? 'forest.7' : 'gray.7'} tt="none">
                      {status(row)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.imageDate ? formatDate(row.imageDate, language) : '—'}</Table.Td>
                  <Table.Td ta="right">{number(row.monitored ? row.flaggedAreaHa : null)}</Table.Td>
                  <Table.Td ta="right">{number(row.monitored ? row.flaggedPct : null)}</Table.Td>
                  <Table.Td ta="right">{number(row.changeHa, signed)}</Table.Td>
                  <Table.Td>
                    {row.alert ? (
                      <Badge variant="filled" color="red.9" tt="none">
                        {t('reports.map.table.alertBadge')}
                        <VisuallyHidden>
                          {': '}
                          {t('reports.map.table.alertText', { threshold: AREA_ALERT_THRESHOLD_HA })}
                        </VisuallyHidden>
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}
