import { createMonitoringApi, plotGeojsonQueryOptions } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { withDeviceCopy } from '../lib/offline/device-copy';
import { useDeviceOwner } from '../lib/offline/device';
import { useSession } from '../lib/session/session-store';

/**
 * The current customer's plots as shapes (GeoJSON), kept on the device so a position finds its plot
 * offline too (issue 18): for a field note's position and the field map's choice of plots to take.
 */
export function useCustomerPlotShapes() {
  const client = useDosselClient();
  const owner = useDeviceOwner();
  const customerId = useSession((state) => state.currentCustomer);
  const api = useMemo(() => ({ monitoring: createMonitoringApi(client.request) }), [client]);
  const options = plotGeojsonQueryOptions(api, { customer_id: customerId ?? 0 });
  return useQuery({
    ...withDeviceCopy({
      queryKey: options.queryKey,
      fetch: () => api.monitoring.plots.geojson({ customer_id: customerId ?? 0 }),
      owner,
      name: 'plot-shapes',
    }),
    enabled: customerId !== null,
  });
}
