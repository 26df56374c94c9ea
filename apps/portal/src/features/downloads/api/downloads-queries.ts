import {
  documentCategoryListOptions,
  documentListOptions,
  documentSubjectListOptions,
  documentTypeListOptions,
} from '@dossel/api-client';

import type { DocumentFilters } from '../hooks/use-document-filters';
import type { DownloadsApi } from './use-downloads-api';

/**
 * The queries of the downloads screen, for its components and its route's prefetch alike: one place for
 * their keys, so the prefetch fills exactly what the screen reads.
 */
export const downloadsQueries = {
  /** The customer's documents that pass the filters. */
  documents: (api: DownloadsApi, customerId: number, filters: DocumentFilters) =>
    documentListOptions(api, { ...filters, customerId }),
  /** The choices of the filters: types, categories and subjects. */
  filterChoices: (api: DownloadsApi) => ({
    types: documentTypeListOptions(api),
    categories: documentCategoryListOptions(api),
    subjects: documentSubjectListOptions(api),
  }),
};
