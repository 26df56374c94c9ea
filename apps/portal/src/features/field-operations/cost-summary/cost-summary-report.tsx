import type { Language, OperationGroup, OperationSummary } from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatMoney, formatNumber } from '../../../lib/format';
import { ChartCard } from '../../../components/reports/chart-card';
import { ReportTable, type ReportColumn } from '../../../components/reports/report-table';
import { formatMonth } from '../../../lib/dates';
import { useOptionLabels } from '../components/option-labels';
import { CostBarChart } from './cost-bar-chart';
import { useCostColumns } from './use-cost-columns';

type GroupLine = OperationSummary['por_grupo'][number];
type MonthLine = OperationSummary['por_mes'][number];

/**
 * Where the money went in the period: the headline figures, the cost by operation group, by month and
 * per hectare of each group as charts, and a table by group; every card offers its data as CSV.
 */
export function CostSummaryReport({ summary, filters }: { summary: OperationSummary; filters: CsvAbout }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const columnsAfter = useCostColumns();
  const labels = useOptionLabels();
  const groupName = (group: OperationGroup) => labels.name('operationGroups', group);
  const groupColumns = columnsAfter<GroupLine>(
    { header: t('fieldOperations.costSummary.columns.group'), value: (line) => groupName(line.grupo) },
    summary.total,
  );
  const monthColumns = columnsAfter<MonthLine>(
    // The CSV keeps the ISO month, which a spreadsheet sorts; the chart writes it as people read it.
    { header: t('fieldOperations.costSummary.columns.month'), value: (line) => line.mes },
    summary.total,
  );
  const titles = {
    byGroup: t('fieldOperations.costSummary.byGroup.title'),
    byMonth: t('fieldOperations.costSummary.byMonth.title'),
    perHectare: t('fieldOperations.costSummary.perHectare.title'),
    table: t('fieldOperations.costSummary.table.title'),
  };
  const byGroupCsv = { title: titles.byGroup, filters, rows: summary.por_grupo, columns: groupColumns };

  return (
    <>
      <SummaryFigures summary={summary} language={language} />
      <SimpleGrid cols={{ base: 1, lg: 2, xl: 3 }}>
        <CostBarChart
          title={titles.byGroup}
          description={t('fieldOperations.costSummary.byGroup.description')}
          bars={summary.por_grupo.map((line) => ({ label: groupName(line.grupo), value: line.total }))}
          csv={byGroupCsv}
          layout="bars"
          color="var(--mantine-color-teal-8)"
        />
        <CostBarChart
          title={titles.byMonth}
          description={t('fieldOperations.costSummary.byMonth.description')}
          bars={summary.por_mes.map((line) => ({
            label: formatMonth(line.mes, language),
            value: line.total,
          }))}
          csv={{ title: titles.byMonth, filters, rows: summary.por_mes, columns: monthColumns }}
          layout="columns"
          color="var(--mantine-color-blue-8)"
        />
        <CostBarChart
          title={titles.perHectare}
          description={t('fieldOperations.costSummary.perHectare.description')}
          bars={summary.por_grupo.map((line) => ({ label: groupName(line.grupo), value: line.custo_por_ha }))}
          csv={{ ...byGroupCsv, title: titles.perHectare }}
          layout="bars"
          color="var(--mantine-color-orange-8)"
        />
      </SimpleGrid>
      <ChartCard title={titles.table} csv={{ ...byGroupCsv, title: titles.table }}>
        <ReportTable
          label={titles.table}
          columns={groupColumns satisfies ReportColumn<GroupLine>[]}
          rows={summary.por_grupo}
          rowKey={(line) => line.grupo}
          minWidth={760}
        />
      </ChartCard>
    </>
  );
}

/** The period's totals at a glance: cost, records, area covered and cost per hectare. */
function SummaryFigures({ summary, language }: { summary: OperationSummary; language: Language }) {
  const { t } = useTranslation();
  const figures = [
    [t('fieldOperations.costSummary.figures.total'), formatMoney(summary.total, language)],
    [t('fieldOperations.costSummary.figures.records'), formatNumber(summary.registros, language)],
    [t('fieldOperations.costSummary.figures.area'), `${formatNumber(summary.area, language)} ha`],
    [
      t('fieldOperations.costSummary.figures.perHectare'),
      summary.custo_por_ha === null ? '—' : `${formatMoney(summary.custo_por_ha, language)}/ha`,
    ],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="sm">
          <Text component="dt" size="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
