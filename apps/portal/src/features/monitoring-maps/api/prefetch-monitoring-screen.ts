import type { MonitoringKind, Request } from '@dossel/api-client';
import type { QueryClient } from '@tanstack/react-query';

import { chosenDate, dateParam } from '../lib/chosen-date';
import {
  createMapApis,
  mapDateOptions,
  mapDatesOptions,
  mapPlotsOptions,
  type MapApis,
} from './use-map-data';

/**
 * Starts the queries the weed or anomaly screen at `url` runs on its first render, for a route loader to
 * call with the screen's code (issue 13): the plots, the monitoring dates and the data of the date shown,
 * all at once rather than one after the other. Nothing is awaited: the screen's queries find the answers
 * in the cache, or the requests already on their way. `request` must be the client the screen renders
 * with (the portal's one client; a test's fake one), or the screen waits on answers from another.
 */
export function prefetchMonitoringData(
  queryClient: QueryClient,
  request: Request,
  kind: MonitoringKind,
  url: URL,
  customerId: number,
): void {
  const apis = createMapApis(request);
  const wanted = dateParam(url.searchParams);
  // The plots and labels do not depend on the date, nor does a date named in the address: they go now.
  const { plots, labels } = mapPlotsOptions(apis, customerId);
  void queryClient.prefetchQuery(plots);
  void queryClient.prefetchQuery(labels);
  if (wanted !== null) prefetchDate(queryClient, apis, kind, customerId, wanted);
  // The dates say which date is shown when the address names none (or one the customer lacks).
  void queryClient
    .ensureQueryData(mapDatesOptions(apis, kind, customerId))
    .then((dates) => {
      const date = chosenDate(dates, wanted);
      if (date !== undefined && date !== wanted) prefetchDate(queryClient, apis, kind, customerId, date);
    })
    // A failed request is the screen's to show, when its own query asks again.
    .catch(() => undefined);
}

function prefetchDate(
  queryClient: QueryClient,
  apis: MapApis,
  kind: MonitoringKind,
  customerId: number,
  date: string,
): void {
  const { summary, grids } = mapDateOptions(apis, kind, customerId, date);
  void queryClient.prefetchQuery(grids);
  void queryClient.prefetchQuery(summary);
}
