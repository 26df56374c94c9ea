import { useMemo } from 'react';

import { useMonitoringApi } from '../../hooks/reports/use-monitoring-api';

/** The report calls in the shape the contract's query option factories take. */
export function useHomeApi() {
  const monitoring = useMonitoringApi();
  return useMemo(() => ({ monitoring }), [monitoring]);
}
