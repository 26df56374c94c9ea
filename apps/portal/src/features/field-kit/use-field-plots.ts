import { createMonitoringApi } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { deviceDb } from '../../lib/offline/device';
import { dropPlot, keepPlot, takenPlots, type FieldOwner, type PlotFeature } from './field-plots-store';

/** The device's plots of one user and customer: read with no network at all, never paused offline. */
const takenPlotsKey = (owner: FieldOwner | null) =>
  ['device', 'fieldPlots', owner?.userId ?? null, owner?.customerId ?? null] as const;

/** The plots taken to the field, from the device (undefined while read; none without a session). */
export function useTakenPlots(owner: FieldOwner | null) {
  return useQuery({
    queryKey: takenPlotsKey(owner),
    queryFn: async () => (owner ? takenPlots(await deviceDb(), owner) : []),
    networkMode: 'always',
    // The device's copy changes only through this screen's own calls, which refresh it.
    staleTime: Infinity,
  });
}

/**
 * Takes a plot to the field: its latest weed and anomaly grids are fetched (a plot never monitored has
 * none, and shows as such) and kept on the device with its outline. Again on a taken plot: refreshed.
 */
export function useTakePlot(owner: FieldOwner) {
  const client = useDosselClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (feature: PlotFeature) => {
      const monitoring = createMonitoringApi(client.request);
      const query = { customer_id: owner.customerId, plot_id: feature.id };
      const [weeds, anomalies] = await Promise.all([
        monitoring.weeds.grid(query),
        monitoring.anomalies.grid(query),
      ]);
      await keepPlot(await deviceDb(), owner, {
        plotId: feature.id,
        feature,
        weeds,
        anomalies,
        savedAt: new Date().toISOString(),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: takenPlotsKey(owner) }),
  });
}

/** Takes a plot off the device. Works offline. */
export function useDropPlot(owner: FieldOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plotId: number) => dropPlot(await deviceDb(), owner, plotId),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: takenPlotsKey(owner) }),
  });
}
