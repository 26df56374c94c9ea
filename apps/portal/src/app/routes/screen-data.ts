import type { Request } from '@dossel/api-client';
import { DataTable } from '@dossel/ui-kit';

import { prefetchBenchmarking } from '../../features/registers/benchmarking/prefetch-benchmarking';
import { prefetchMonitoringScreen } from '../../features/monitoring-maps/api/prefetch-monitoring-screen';
import { sessionStore, type SessionState } from '../../features/auth/stores/session-store';
import { queryClient } from '../../lib/query-client';

/** Once the session is known: at once after sign-in or a navigation, after `me` on a cold start. */
function whenSessionKnown(): Promise<SessionState> {
  const known = (state: SessionState) => state.isLoggedIn !== null && !state.checking;
  const now = sessionStore.getState();
  if (known(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe((state) => {
      if (!known(state)) return;
      stop();
      resolve(state);
    });
  });
}

/**
 * The data each screen asks for first, started by its route's loader together with its code rather
 * than after it (issue 13). A screen left out here still works: it asks when it renders.
 */
export const screenData = {
  benchmarking: (url: URL, request: Request) => {
    DataTable.preload();
    void whenSessionKnown().then(
      (session) => session.isLoggedIn && prefetchBenchmarking(queryClient, url, request),
    );
  },
  // The registers' lists: the table's code (their data asks when they render).
  registerList: () => DataTable.preload(),
  weedCompetition: (url: URL, request: Request) => monitoring('weeds', url, request),
  anomaly: (url: URL, request: Request) => monitoring('anomalies', url, request),
};

export type ScreenWithData = keyof typeof screenData;

function monitoring(kind: 'weeds' | 'anomalies', url: URL, request: Request) {
  prefetchMonitoringScreen(queryClient, kind, url, null, request); // the map's code: no need to wait
  void whenSessionKnown().then(
    (session) =>
      session.isLoggedIn &&
      prefetchMonitoringScreen(queryClient, kind, url, session.currentCustomer, request),
  );
}
