import { PROJECTION_SCENARIOS, type ImaProjection } from '@dossel/api-client';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ChartCard } from '../../../components/reports/chart-card';
import { useFormatters } from '../hooks/use-formatters';
import {
  contractStatusSummary,
  standsProjection,
  withFigures,
  type ContractStatusSummary,
  type Stand,
} from '../lib/stands';
import { SCENARIO_COLORS } from './chart-colors';
import { useVtccCsvColumns, vtccRow, VtccPlotsChart } from './vtcc-charts';

/**
 * The customer's headline (spec sections 3, 4 and 9): the projected IMA in its three scenarios with the
 * 80% range, the contract status of the plots, and the VTCC of each plot.
 */
export function VisionTab({
  stands,
  farmFilter,
}: {
  stands: readonly Stand[];
  farmFilter: readonly [string, string];
}) {
  const { t } = useTranslation();
  const measured = withFigures(stands);
  const vtccRows = measured.map((stand) => vtccRow(stand.plot.name, stand));
  const vtccTitle = t('reports.productivity.vtcc.title');
  const vtccColumns = useVtccCsvColumns(t('reports.productivity.metrics.plot'));
  const latestDate =
    measured
      .map((stand) => stand.metrics.date)
      .sort()
      .at(-1) ?? null;

  return (
    <Stack gap="lg">
      <ImaHeadline {...standsProjection(stands)} />
      <ContractStatusCard
        summary={contractStatusSummary(stands)}
        farmFilter={farmFilter}
        dataDate={latestDate}
      />
      <ChartCard
        title={vtccTitle}
        description={t('reports.productivity.vtcc.description')}
        csv={{
          title: vtccTitle,
          columns: vtccColumns,
          rows: vtccRows,
          filters: [farmFilter],
          dataDate: latestDate,
        }}
      >
        {vtccRows.length > 0 ? (
          <VtccPlotsChart rows={vtccRows} label={vtccTitle} />
        ) : (
          <Text c="gray.7">{t('reports.empty')}</Text>
        )}
      </ChartCard>
    </Stack>
  );
}

function ImaHeadline({ projection, plots }: { projection: ImaProjection | null; plots: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="productivity-ima-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="productivity-ima-title">
          {t('reports.productivity.projection.title')}
        </Title>
        {projection === null ? (
          <Text c="gray.7">{t('reports.empty')}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              {PROJECTION_SCENARIOS.map((scenario) => (
                <Paper
                  key={scenario}
                  p="sm"
                  bg="gray.0"
                  style={{ borderLeft: `4px solid ${SCENARIO_COLORS[scenario]}` }}
                >
                  <Text size="sm" c="gray.7">
                    {t('reports.productivity.projection.scenario', {
                      scenario: t(`monitoring.scenario.${scenario}`),
                      percentile: t(`reports.productivity.projection.percentile.${scenario}`),
                    })}
                  </Text>
                  <Text size="xl" fw={700}>
                    {format.number(projection[scenario])}{' '}
                    <Text span size="sm" fw={400}>
                      {t('reports.productivity.projection.unit')}
                    </Text>
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Text>
              {t('reports.productivity.projection.range80', {
                low: format.number(projection.range80[0]),
                high: format.number(projection.range80[1]),
              })}
            </Text>
            <Text size="sm" c="gray.7">
              {t('reports.productivity.projection.basis', { count: plots })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ContractStatusCard({
  summary,
  farmFilter,
  dataDate,
}: {
  summary: ContractStatusSummary[];
  farmFilter: readonly [string, string];
  dataDate: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const title = t('reports.productivity.contract.title');
  const header = {
    status: t('reports.productivity.contract.status'),
    plots: t('reports.productivity.contract.plots'),
    area: t('reports.productivity.contract.area'),
  };
  const statusName = (row: ContractStatusSummary) => t(`reports.productivity.contract.${row.status}`);
  return (
    <ChartCard
      title={title}
      csv={{
        title,
        columns: [
          { header: header.status, value: statusName },
          { header: header.plots, value: (row) => row.plots },
          { header: header.area, value: (row) => row.areaHa },
        ],
        rows: summary,
        filters: [farmFilter],
        dataDate,
      }}
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{header.status}</Table.Th>
            <Table.Th scope="col" ta="right">
              {header.plots}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {header.area}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.map((row) => (
            <Table.Tr key={row.status}>
              <Table.Th scope="row">{statusName(row)}</Table.Th>
              <Table.Td ta="right">{format.number(row.plots, 0)}</Table.Td>
              <Table.Td ta="right">{format.number(row.areaHa)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ChartCard>
  );
}
