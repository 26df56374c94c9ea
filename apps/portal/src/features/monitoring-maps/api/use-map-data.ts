import {
  createLabelDictionaryApi,
  labelDictionaryOptions,
  monitoringDatesQueryOptions,
  monitoringGridsQueryOptions,
  monitoringSummaryQueryOptions,
  plotGeojsonQueryOptions,
  type MonitoringKind,
} from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useMonitoringApi } from '../../reports/api/use-monitoring-api';

/** The customer's monitoring dates of a kind, oldest first. */
export function useMonitoringDates(kind: MonitoringKind, customerId: number) {
  const api = useMonitoringApi();
  return useQuery(monitoringDatesQueryOptions({ monitoring: api }, kind, { customer_id: customerId }));
}

/**
 * What the screen shows on one monitoring date: the per-plot summary (table), every plot's grid (map),
 * the plots' shapes and places (map, filters) and the customer's own words for its location levels.
 */
export function useMapData(kind: MonitoringKind, customerId: number, date: string) {
  const api = useMonitoringApi();
  const client = useDosselClient();
  const registers = useMemo(
    () => ({ registers: { labelDictionary: createLabelDictionaryApi(client.request) } }),
    [client],
  );
  const monitoring = { monitoring: api };
  return {
    summary: useQuery(monitoringSummaryQueryOptions(monitoring, kind, { customer_id: customerId, date })),
    grids: useQuery(monitoringGridsQueryOptions(monitoring, kind, { customer_id: customerId, date })),
    plots: useQuery(plotGeojsonQueryOptions(monitoring, { customer_id: customerId })),
    labels: useQuery(labelDictionaryOptions(registers, customerId)),
  };
}
