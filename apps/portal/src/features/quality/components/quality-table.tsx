import type { Language } from '@dossel/api-client';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber } from '../../../lib/format';
import { ChartCard } from '../../../components/reports/chart-card';
import { ReportTable, type ReportColumn } from '../../../components/reports/report-table';
import type { QualityPartProps, QualityRow } from '../quality-rows';
import type { KeysUnder } from '../../../lib/translation-keys';

/** What a figure the stand is too young for shows; the notes under the table say why. */
const NOT_YET = '—';

/** Every quality figure of each plot's latest measurement, with the contract status. */
export function QualityTable({ rows, filters, dataDate }: QualityPartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const title = t('reports.quality.table.title');
  const number = (value: number | null, decimals = 1) =>
    value === null ? NOT_YET : formatNumber(value, language, decimals);
  const figure = (
    key: KeysUnder<'reports.quality.columns'>,
    value: (row: QualityRow) => number | null,
    decimals = 1,
  ): ReportColumn<QualityRow> => ({
    header: t(`reports.quality.columns.${key}`),
    value,
    cell: (row) => number(value(row), decimals),
    numeric: true,
  });

  const columns: ReportColumn<QualityRow>[] = [
    { header: t('reports.quality.columns.plot'), value: (row) => row.plotName },
    { header: t('reports.quality.columns.farm'), value: (row) => row.gloc1 },
    figure('area', (row) => row.areaHa, 2),
    figure('age', (row) => row.ageYears),
    {
      header: t('reports.quality.columns.date'),
      value: (row) => formatDate(row.date, language),
      sortValue: (row) => row.date,
    },
    figure('survival', (row) => row.survivalPct),
    figure('damage', (row) => row.damagePct),
    figure('canopyVigor', (row) => row.canopyVigorIndex, 3),
    figure('weatherImpact', (row) => row.weatherImpactPct),
    figure('managementPerformance', (row) => row.managementPerformancePct),
    {
      header: t('reports.quality.columns.contractStatus'),
      value: (row) => t(`reports.quality.contractStatus.${row.contractStatus}`),
    },
  ];

  return (
    <ChartCard
      title={title}
      description={t('reports.quality.table.description')}
      csv={{ title, filters, dataDate, rows, columns }}
    >
      <ReportTable label={title} columns={columns} rows={rows} rowKey={(row) => row.plotId} minWidth={1100} />
      <div>
        <Text size="sm" c="gray.7">
          {t('reports.quality.notes.damage')}
        </Text>
        <Text size="sm" c="gray.7">
          {t('reports.quality.notes.performance')}
        </Text>
      </div>
    </ChartCard>
  );
}
