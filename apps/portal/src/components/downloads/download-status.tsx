import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { FileDownload } from '../../hooks/use-file-download';
import { DownloadProgressBar } from './download-progress-bar';

/** How the download of a file goes: its progress bar while it runs, the spec's failure text if it failed. */
export function DownloadStatus({ download }: { download: Pick<FileDownload, 'progress' | 'failed'> }) {
  const { t } = useTranslation();
  return (
    <>
      {download.progress ? <DownloadProgressBar progress={download.progress} /> : null}
      {download.failed ? (
        <Alert color="red" role="alert">
          {t('downloads.failed')}
        </Alert>
      ) : null}
    </>
  );
}
