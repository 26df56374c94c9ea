import type { Language } from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber } from '../../../lib/format';
import type { ReportColumn } from '../../../components/reports/report-table';
import type { VegetationRow } from '../vegetation-series';

/** The columns of the series, shared by the chart's CSV and the table (they hold the same data). */
export function useVegetationColumns(): ReportColumn<VegetationRow>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const index = (header: string, value: (row: VegetationRow) => number | null) => ({
    header,
    value,
    cell: (row: VegetationRow) => {
      const figure = value(row);
      return figure === null ? '—' : formatNumber(figure, language, 3);
    },
    numeric: true,
  });
  return [
    {
      header: t('reports.vegetation.columns.date'),
      value: (row) => formatDate(row.date, language),
      sortValue: (row) => row.date,
    },
    index('NDVI', (row) => row.ndvi),
    index('EVI', (row) => row.evi),
    index(t('reports.vegetation.columns.meanNdvi'), (row) => row.meanNdvi),
    index(t('reports.vegetation.columns.meanEvi'), (row) => row.meanEvi),
  ];
}
