import type { ScreenPrefetch } from '../../lib/screen-prefetch';
import { downloadsQueries } from './api/downloads-queries';
import { createDownloadsApi } from './api/use-downloads-api';
import { readDocumentFilters } from './hooks/use-document-filters';

/**
 * Starts the queries `/downloads/documents` runs on its first render (issue 13): the current customer's
 * documents that pass the filters in the address (type, category, subject), and the filters' choices,
 * all at once. The screen is every user's: no service to check. Nothing is awaited.
 */
export const prefetchDownloads: ScreenPrefetch = (queryClient, request, url, { currentCustomer }) => {
  if (currentCustomer === null) return; // the screen lists nothing without a customer
  const api = createDownloadsApi(request);
  const filters = readDocumentFilters(url.searchParams);
  void queryClient.prefetchQuery(downloadsQueries.documents(api, currentCustomer, filters));
  const { types, categories, subjects } = downloadsQueries.filterChoices(api);
  void queryClient.prefetchQuery(types);
  void queryClient.prefetchQuery(categories);
  void queryClient.prefetchQuery(subjects);
};
