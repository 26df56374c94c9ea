import { createMonitoringApi } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useMemo } from 'react';

/** The report calls of the monitoring screens, built on the provider's client. */
export function useMonitoringApi() {
  const client = useDosselClient();
  return useMemo(() => createMonitoringApi(client.request), [client]);
}
export type MonitoringApiHook = ReturnType<typeof useMonitoringApi>;
