import { slopeClass, type Language, type PlotSoil } from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { ChartCard } from '../../../components/reports/chart-card';
import { ReportTable, type ReportColumn } from '../../../components/reports/report-table';
import { useSoilLabels } from '../use-soil-labels';
import type { KeysUnder } from '../../../lib/translation-keys';

/** Soil and relief of each filtered plot. */
export function SoilTable({ rows, filters }: { rows: readonly PlotSoil[]; filters: CsvAbout }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const labels = useSoilLabels();
  const title = t('reports.soilRelief.table.title');
  const measure = (
    key: KeysUnder<'reports.soilRelief.columns'>,
    value: (row: PlotSoil) => number,
    decimals: number,
  ) => ({
    header: t(`reports.soilRelief.columns.${key}`),
    value,
    cell: (row: PlotSoil) => formatNumber(value(row), language, decimals),
    numeric: true,
  });

  const columns: ReportColumn<PlotSoil>[] = [
    { header: t('reports.soilRelief.columns.plot'), value: (row) => row.plotName },
    { header: t('reports.soilRelief.columns.farm'), value: (row) => row.gloc1 },
    measure('area', (row) => row.areaHa, 2),
    { header: t('reports.soilRelief.columns.soilOrder'), value: (row) => labels.soilOrder(row.soilOrder) },
    {
      header: t('reports.soilRelief.columns.texturalClass'),
      value: (row) => labels.texturalClass(row.texturalClass),
    },
    measure('altitude', (row) => row.altitudeM, 0),
    measure('slope', (row) => row.slopePct, 1),
    {
      header: t('reports.soilRelief.columns.slopeClass'),
      value: (row) => labels.slopeClass(slopeClass(row.slopePct)),
    },
  ];

  return (
    <ChartCard title={title} csv={{ title, filters, rows, columns }}>
      {rows.length === 0 ? (
        <Text ta="center" c="gray.7" py="xl">
          {t('reports.empty')}
        </Text>
      ) : (
        <ReportTable
          label={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.plotId}
          minWidth={900}
        />
      )}
    </ChartCard>
  );
}
