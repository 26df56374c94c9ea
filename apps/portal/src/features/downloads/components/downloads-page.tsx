import { MAX_DOCUMENTS_PER_DOWNLOAD, type CustomerDocument } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../../lib/session/session-store';
import { downloadsQueries } from '../api/downloads-queries';
import { useDownloadsApi } from '../api/use-downloads-api';
import { useDocumentFilters } from '../hooks/use-document-filters';
import { useDocumentSelection } from '../hooks/use-document-selection';
import { useFileDownload } from '../../../hooks/use-file-download';
import { DocumentFiltersBar } from './document-filters';
import { DocumentsTable } from './documents-table';
import { DownloadStatus } from '../../../components/downloads/download-status';

/**
 * `/downloads/documents`: the current customer's documents, filtered by type, category and subject,
 * downloaded one by one or up to 20 at a time as a ZIP (spec sections 2, 5 and 9).
 */
export function DownloadsPage() {
  const { t } = useTranslation();
  const currentCustomer = useSession((state) => state.currentCustomer);
  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} size="h2">
        {t('menu.items.downloads')}
      </Title>
      {/* Keyed by customer: a switch starts afresh, with no selection or message of the last one. */}
      {currentCustomer === null ? null : (
        <CustomerDocuments key={currentCustomer} customerId={currentCustomer} />
      )}
    </Stack>
  );
}

function CustomerDocuments({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const api = useDownloadsApi();
  const { filters, setFilter } = useDocumentFilters();
  const documents = useQuery(downloadsQueries.documents(api, customerId, filters));
  const selection = useDocumentSelection();
  const download = useFileDownload();

  const downloadOne = (document: CustomerDocument) =>
    download.start(
      (onProgress) => api.registers.documents.download(document.id, { size: document.size, onProgress }),
      document.name,
    );
  const downloadSelection = () =>
    download.start(
      (onProgress) => api.registers.documents.downloadMany([...selection.selected], onProgress),
      t('downloads.zipFileName', { date: new Date().toISOString().slice(0, 10) }),
    );

  return (
    <>
      <DocumentFiltersBar api={api} filters={filters} onChange={setFilter} />

      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Text fw={500} aria-live="polite">
              {t('downloads.selection.count', {
                count: selection.selected.length,
                max: MAX_DOCUMENTS_PER_DOWNLOAD,
              })}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={selection.selected.length === 0 || download.downloading}
                onClick={selection.clear}
              >
                {t('downloads.actions.clearSelection')}
              </Button>
              <Button
                disabled={selection.selected.length === 0 || download.downloading}
                loading={download.downloading}
                onClick={() => void downloadSelection()}
              >
                {t('downloads.actions.downloadZip')}
              </Button>
            </Group>
          </Group>
          {selection.refused ? (
            <Alert color="yellow" role="alert">
              {t('downloads.selection.limit', { max: MAX_DOCUMENTS_PER_DOWNLOAD })}
            </Alert>
          ) : null}
          <DownloadStatus download={download} />
        </Stack>
      </Paper>

      {documents.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true">
          <VisuallyHidden>{t('downloads.loading')}</VisuallyHidden>
          {Array.from({ length: 5 }, (_, row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      ) : documents.isError ? (
        <Alert color="red" role="alert">
          {rejectionMessage(documents.error, t)}
        </Alert>
      ) : documents.data.length === 0 ? (
        <Text ta="center" c="gray.7" py="xl">
          {t('downloads.empty')}
        </Text>
      ) : (
        <DocumentsTable
          documents={documents.data}
          selected={selection.selected}
          downloading={download.downloading}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
          onDownload={(document) => void downloadOne(document)}
        />
      )}
    </>
  );
}
