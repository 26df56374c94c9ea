import {
  plotListQueryOptions,
  vegetationQueryOptions,
  type MonitoringApi,
  type PlotListItem,
} from '@dossel/api-client';

type Api = { monitoring: MonitoringApi };

/** The plot chosen in the address (`?plot=`), so a shared link opens the same plot. */
export const PLOT_PARAM = 'plot';

/**
 * The plot the screen shows: the one the address names, or the first one — also when the address names a
 * plot the customer does not have. Undefined while there are no plots.
 */
export function chosenPlot(
  plots: readonly PlotListItem[] | undefined,
  plotParam: string | null,
): PlotListItem | undefined {
  return plots?.find((item) => String(item.id) === plotParam) ?? plots?.[0];
}

/**
 * The queries of the vegetation screen, for its report and its route's prefetch alike: one place for
 * their keys, so the prefetch fills exactly what the report reads.
 */
export const vegetationQueries = {
  plots: (api: Api, customerId: number) => plotListQueryOptions(api, { customer_id: customerId }),
  /** The series of one plot. */
  plotSeries: (api: Api, customerId: number, plotId: number) =>
    vegetationQueryOptions(api, { customer_id: customerId, plot_id: plotId }),
  /** Every plot of the customer, for the mean beside the plot's series. */
  customerSeries: (api: Api, customerId: number) => vegetationQueryOptions(api, { customer_id: customerId }),
};
