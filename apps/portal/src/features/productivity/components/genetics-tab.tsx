import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ChartCard } from '../../reports/components/chart-card';
import type { CsvColumn } from '../../reports/lib/csv';
import { useFormatters } from '../hooks/use-formatters';
import { cloneSummary, withFigures, type CloneSummary, type Stand } from '../lib/stands';
import { CategoryBars } from './category-bars';
import { SCENARIO_COLORS } from './chart-colors';

/** Genetic material: plots, area and area-weighted mean IMA of each clone, as a chart and a table. */
export function GeneticsTab({
  stands,
  farmFilter,
}: {
  stands: readonly Stand[];
  farmFilter: readonly [string, string];
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const clones = cloneSummary(stands);
  const label = (key: string) => t(`reports.productivity.genetics.${key}`);
  const columns: CsvColumn<CloneSummary>[] = [
    { header: label('clone'), value: (row) => row.clone },
    { header: label('plots'), value: (row) => row.plots },
    { header: label('area'), value: (row) => row.areaHa },
    { header: label('meanIma'), value: (row) => row.meanIma },
  ];
  const csv = {
    columns,
    filters: [farmFilter],
    dataDate:
      withFigures(stands)
        .map((stand) => stand.metrics.date)
        .sort()
        .at(-1) ?? null,
  };
  const measuredClones = clones.filter((clone) => clone.meanIma !== null);

  return (
    <Stack gap="lg">
      <ChartCard
        title={label('chartTitle')}
        description={label('chartDescription')}
        csv={{ ...csv, title: label('chartTitle'), rows: measuredClones }}
      >
        <CategoryBars
          data={measuredClones}
          category="clone"
          value="meanIma"
          name={label('meanIma')}
          color={SCENARIO_COLORS.likely}
          horizontal
        />
      </ChartCard>
      <ChartCard title={label('tableTitle')} csv={{ ...csv, title: label('tableTitle'), rows: clones }}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={column.header} scope="col" ta={index === 0 ? 'left' : 'right'}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clones.map((row) => (
              <Table.Tr key={row.clone}>
                <Table.Th scope="row">{row.clone}</Table.Th>
                <Table.Td ta="right">{format.number(row.plots, 0)}</Table.Td>
                <Table.Td ta="right">{format.number(row.areaHa)}</Table.Td>
                <Table.Td ta="right">{row.meanIma === null ? '—' : format.number(row.meanIma)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ChartCard>
    </Stack>
  );
}
