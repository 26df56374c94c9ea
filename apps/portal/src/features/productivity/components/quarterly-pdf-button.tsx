import { quarterlyReportFileName, type Language } from '@dossel/api-client';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { DownloadStatus } from '../../../components/downloads/download-status';
import { useFileDownload } from '../../../hooks/use-file-download';
import type { CalendarQuarter } from '../../../lib/quarters';
import { useMonitoringApi } from '../../../hooks/reports/use-monitoring-api';
import { useReportCustomer } from '../../../lib/report-customer';

/** 'Baixar relatório (PDF)': the quarter's report as a PDF, with a progress bar and the spec's failure text. */
export function QuarterlyPdfButton({ period }: { period: CalendarQuarter }) {
  const { t, i18n } = useTranslation();
  const monitoring = useMonitoringApi();
  const customer = useReportCustomer();
  const download = useFileDownload();

  const downloadPdf = () =>
    download.start(
      (onProgress) => monitoring.reports.quarterlyPdf({ customer_id: customer.id, ...period }, onProgress),
      quarterlyReportFileName(customer.name, period.year, period.quarter, i18n.language as Language),
    );

  return (
    <Stack gap="xs">
      <Button onClick={() => void downloadPdf()} loading={download.downloading} w="fit-content">
        {t('reports.productivity.quarterly.downloadPdf')}
      </Button>
      <DownloadStatus download={download} />
    </Stack>
  );
}
