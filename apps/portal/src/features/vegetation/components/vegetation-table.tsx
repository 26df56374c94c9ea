import { useTranslation } from 'react-i18next';

import { ChartCard } from '../../../components/reports/chart-card';
import { ReportTable } from '../../../components/reports/report-table';
import type { VegetationPartProps } from '../vegetation-series';
import { useVegetationColumns } from './use-vegetation-columns';

/** The plot's series date by date, beside the customer's mean. */
export function VegetationTable({ rows, filters, dataDate }: VegetationPartProps) {
  const { t } = useTranslation();
  const columns = useVegetationColumns();
  const title = t('reports.vegetation.table.title');
  return (
    <ChartCard title={title} csv={{ title, filters, dataDate, rows, columns }}>
      <ReportTable label={title} columns={columns} rows={rows} rowKey={(row) => row.date} minWidth={560} />
    </ChartCard>
  );
}
