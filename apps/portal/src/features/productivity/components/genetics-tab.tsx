import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ChartCard } from '../../../components/reports/chart-card';
import { ReportTable, type ReportColumn } from '../../../components/reports/report-table';
import { useFormatters } from '../hooks/use-formatters';
import { cloneSummary, withFigures, type CloneSummary, type Stand } from '../lib/stands';
import { CategoryBars } from './category-bars';
import { SCENARIO_COLORS } from './chart-colors';
import type { KeysUnder } from '../../../lib/translation-keys';

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
  const label = (key: KeysUnder<'reports.productivity.genetics'>) =>
    t(`reports.productivity.genetics.${key}`);
  const figure = (
    key: KeysUnder<'reports.productivity.genetics'>,
    value: (row: CloneSummary) => number | null,
    decimals?: number,
  ): ReportColumn<CloneSummary> => ({
    header: label(key),
    value,
    cell: (row) => {
      const figureValue = value(row);
      return figureValue === null ? '—' : format.number(figureValue, decimals);
    },
    numeric: true,
  });
  const columns: ReportColumn<CloneSummary>[] = [
    { header: label('clone'), value: (row) => row.clone },
    figure('plots', (row) => row.plots, 0),
    figure('area', (row) => row.areaHa),
    figure('meanIma', (row) => row.meanIma),
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
        <ReportTable
          label={label('tableTitle')}
          columns={columns}
          rows={clones}
          rowKey={(row) => row.clone}
          minWidth={320}
        />
      </ChartCard>
    </Stack>
  );
}
