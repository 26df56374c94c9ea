import type { Language } from '@dossel/api-client';
import { fileSlug, saveFile, toCsv, type CsvAbout, type CsvColumn } from '@dossel/ui-kit';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDate, formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useReportCustomer } from '../../lib/report-customer';

/** A table of a report as it is exported: what it is, its filters and data date, and its rows. */
export interface CsvExport<Row> {
  /** What the data is, e.g. the chart's title: the first line of the file and its name. */
  title: string;
  columns: ReadonlyArray<CsvColumn<Row>>;
  rows: readonly Row[];
  /** The filters the data answers, as label and value, e.g. ['Fazenda', 'Santa Rita']. */
  filters?: CsvAbout;
  /** The date of the data (a monitoring or image date), when it has one. */
  dataDate?: string | null;
}

/**
 * Downloads a report's data as CSV. Every file says what it holds (issue 5): the customer, the title,
 * the filters, the data date and when it was made, above the table.
 */
export function CsvButton<Row>({ data }: { data: CsvExport<Row> }) {
  const { t, i18n } = useTranslation();
  const customer = useReportCustomer();

  const download = () => {
    if (data.rows.length === 0) {
      notify.info(t('reports.csv.noData'));
      return;
    }
    const language = i18n.language as Language;
    const now = new Date();
    const about: CsvAbout = [
      [t('reports.csv.about.data'), data.title],
      [t('reports.csv.about.customer'), customer.name],
      ...(data.filters ?? []),
      ...(data.dataDate
        ? [[t('reports.csv.about.dataDate'), formatDate(data.dataDate, language)] as const]
        : []),
      [t('reports.csv.about.generatedAt'), formatDateTime(now, language)],
    ];
    const csv = toCsv(data.rows, data.columns, language, about);
    const name = `${fileSlug(data.title)}-${fileSlug(customer.name)}-${now.toISOString().slice(0, 10)}.csv`;
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
  };

  return (
    <Button variant="default" size="xs" onClick={download}>
      {t('reports.csv.download')}
    </Button>
  );
}
