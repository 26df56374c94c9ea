import {
  createLabelDictionaryApi,
  createMonitoringApi,
  labelDictionaryOptions,
  monitoringDatesQueryOptions,
  monitoringGridsQueryOptions,
  monitoringSummaryQueryOptions,
  plotGeojsonQueryOptions,
  type MonitoringKind,
  type Request,
} from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The calls of the monitoring screens on one client: the screen and its prefetch both build them here. */
export function createMapApis(request: Request) {
  return {
    monitoring: { monitoring: createMonitoringApi(request) },
    registers: { registers: { labelDictionary: createLabelDictionaryApi(request) } },
  };
}
export type MapApis = ReturnType<typeof createMapApis>;

/** The customer's monitoring dates of a kind, oldest first: what the screen asks first. */
export function mapDatesOptions(apis: MapApis, kind: MonitoringKind, customerId: number) {
  return monitoringDatesQueryOptions(apis.monitoring, kind, { customer_id: customerId });
}

/** The plots' shapes and places (map, filters) and the customer's own words for its location levels. */
export function mapPlotsOptions(apis: MapApis, customerId: number) {
  return {
    plots: plotGeojsonQueryOptions(apis.monitoring, { customer_id: customerId }),
    labels: labelDictionaryOptions(apis.registers, customerId),
  };
}

/** What one monitoring date shows: the per-plot summary (table) and every plot's grid (map). */
export function mapDateOptions(apis: MapApis, kind: MonitoringKind, customerId: number, date: string) {
  return {
    summary: monitoringSummaryQueryOptions(apis.monitoring, kind, { customer_id: customerId, date }),
    grids: monitoringGridsQueryOptions(apis.monitoring, kind, { customer_id: customerId, date }),
  };
}

function useMapApis(): MapApis {
  const client = useDosselClient();
  return useMemo(() => createMapApis(client.request), [client]);
}

/** The customer's monitoring dates of a kind, oldest first. */
export function useMonitoringDates(kind: MonitoringKind, customerId: number) {
  return useQuery(mapDatesOptions(useMapApis(), kind, customerId));
}

/** Everything the screen shows on one monitoring date: the date's summary and grids, the plots, the labels. */
export function useMapData(kind: MonitoringKind, customerId: number, date: string) {
  const apis = useMapApis();
  const { summary, grids } = mapDateOptions(apis, kind, customerId, date);
  const { plots, labels } = mapPlotsOptions(apis, customerId);
  return {
    summary: useQuery(summary),
    grids: useQuery(grids),
    plots: useQuery(plots),
    labels: useQuery(labels),
  };
}
