import { thirdPartiesQueryOptions } from '@dossel/api-client';

import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { fieldOperationsPrefetchApi } from '../api/field-operations-api';

/**
 * Starts the one query `/third-party` runs on its first render, for a route loader to call with the screen's
 * code (issue 13): the current customer's service providers, with the options the page hands its register
 * list. The list sorts, searches and pages in the browser, so the address changes nothing here. Nothing when
 * the customer lacks service 8; nothing is awaited.
 */
export const prefetchThirdParties: ScreenPrefetch = (queryClient, request, _url, session) => {
  const api = fieldOperationsPrefetchApi(request, session);
  if (api !== null) void queryClient.prefetchQuery(thirdPartiesQueryOptions(api));
};
