import { createMonitoringApi } from '@dossel/api-client';

import type { ScreenPrefetch } from '../../lib/screen-prefetch';
import { soilReliefQuery } from './soil-relief-query';

/**
 * Starts the query `/soilrelief` runs on its first render (issue 13): the soil and relief of the current
 * customer's plots. The screen needs no service, and the farm in the address only filters its rows.
 * Nothing is awaited.
 */
export const prefetchSoilRelief: ScreenPrefetch = (queryClient, request, _url, { currentCustomer }) => {
  if (currentCustomer === null) return; // the screen shows nothing without a customer
  void queryClient.prefetchQuery(
    soilReliefQuery({ monitoring: createMonitoringApi(request) }, currentCustomer),
  );
};
