import { createDocumentsApi, createDocumentTypesApi, type Request } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useMemo } from 'react';

/** The calls this screen makes, on a client's `request` (only these schemas ship with it). */
export function createDownloadsApi(request: Request) {
  return {
    registers: {
      documents: createDocumentsApi(request),
      documentTypes: createDocumentTypesApi(request),
    },
  };
}

/** The screen's calls, built on the provider's client. */
export function useDownloadsApi() {
  const client = useDosselClient();
  return useMemo(() => createDownloadsApi(client.request), [client]);
}
export type DownloadsApi = ReturnType<typeof createDownloadsApi>;
