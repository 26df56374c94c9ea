import { createMonitoringApi } from '@dossel/api-client';

import type { ScreenPrefetch } from '../../lib/screen-prefetch';
import { chosenPlot, PLOT_PARAM, vegetationQueries } from './vegetation-queries';

/**
 * Starts the queries `/vegetation` runs on its first render (issue 13): the customer's plots, then, for
 * the plot the screen shows (the address's `?plot=`, else the first), its series and the customer's
 * series for the mean, at once. Those wait for the plots: a plot in the address may not be the
 * customer's, which the screen replaces with the first and the API would refuse; and with no plot the
 * screen asks for no series at all. The screen needs no service. Nothing is awaited.
 */
export const prefetchVegetation: ScreenPrefetch = (queryClient, request, url, { currentCustomer }) => {
  if (currentCustomer === null) return; // the screen shows nothing without a customer
  const api = { monitoring: createMonitoringApi(request) };
  void queryClient
    .ensureQueryData(vegetationQueries.plots(api, currentCustomer))
    .then((plots) => {
      const plot = chosenPlot(plots, url.searchParams.get(PLOT_PARAM));
      if (plot === undefined) return; // no plot: the screen says so and asks nothing more
      void queryClient.prefetchQuery(vegetationQueries.plotSeries(api, currentCustomer, plot.id));
      void queryClient.prefetchQuery(vegetationQueries.customerSeries(api, currentCustomer));
    })
    // A failed request is the screen's to show, when its own query asks again.
    .catch(() => undefined);
};
