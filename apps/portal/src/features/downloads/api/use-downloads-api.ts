import { createDocumentsApi, createDocumentTypesApi } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useMemo } from 'react';

/** The calls this screen makes, built on the provider's client (only these schemas ship with it). */
export function useDownloadsApi() {
  const client = useDosselClient();
  return useMemo(
    () => ({
      registers: {
        documents: createDocumentsApi(client.request),
        documentTypes: createDocumentTypesApi(client.request),
      },
    }),
    [client],
  );
}
export type DownloadsApi = ReturnType<typeof useDownloadsApi>;
