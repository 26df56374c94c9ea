import {
  apiKeyListOptions,
  backgroundJobsOptions,
  createRegistersApi,
  createUsersApi,
  customerGroupListOptions,
  customerSelectOptions,
  documentListOptions,
  documentTypeListOptions,
  usersListOptions,
} from '@dossel/api-client';
import type { QueryClient } from '@tanstack/react-query';

import { paths } from '../../config/paths';
import type { ScreenPrefetch } from '../../lib/screen-prefetch';
import type { RegistersScreenApi } from './api/use-registers-api';
import { customersListOptions } from './customers/customers-list-options';
import { importsPageListOptions } from './imports/imports-list-query';

type ListQueries = (
  api: RegistersScreenApi,
  params: URLSearchParams,
) => Parameters<QueryClient['prefetchQuery']>[0][];

/** What each register's list asks for on its first render: its records and its filter's choices. */
const LIST_QUERIES: Record<string, ListQueries> = {
  [paths.customerGroups.path]: (api) => [customerGroupListOptions(api)],
  [paths.customers.path]: (api, params) => [customersListOptions(api, params), customerGroupListOptions(api)],
  [paths.users.path]: (api) => [usersListOptions(api)],
  [paths.documentTypes.path]: (api) => [documentTypeListOptions(api)],
  [paths.documents.path]: (api) => [documentListOptions(api), documentTypeListOptions(api)],
  [paths.backgroundJobs.path]: (api) => [backgroundJobsOptions(api)],
  [paths.apiKeys.path]: (api) => [apiKeyListOptions(api)],
  [paths.imports.path]: (api, params) => [importsPageListOptions(api, params), customerSelectOptions(api)],
};

/**
 * Starts the queries a register's list (customer groups, customers, users, document types, documents,
 * background jobs, imports, API keys) runs on its first render for its address, for its route's loader (issue 13).
 */
export const prefetchRegisterList: ScreenPrefetch = (queryClient, request, url) => {
  const api = { registers: createRegistersApi(request), users: createUsersApi(request) };
  for (const options of LIST_QUERIES[url.pathname]?.(api, url.searchParams) ?? []) {
    void queryClient.prefetchQuery(options);
  }
};
