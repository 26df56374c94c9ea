import type { Request, User } from '@dossel/api-client';
import { WeedMap } from '@dossel/portal-widgets';
import { DataTable } from '@dossel/ui-kit';

import { prefetchFieldNotes } from '../../features/field-operations/field-notes/prefetch-field-notes';
import { prefetchOperationalItems } from '../../features/field-operations/operational-items/prefetch-operational-items';
import { prefetchOperations } from '../../features/field-operations/operations/prefetch-operations';
import { prefetchSupplies } from '../../features/field-operations/supplies/prefetch-supplies';
import { prefetchThirdParties } from '../../features/field-operations/third-parties/prefetch-third-parties';
import { prefetchDownloads } from '../../features/downloads/prefetch-downloads';
import { prefetchHome } from '../../features/home/prefetch-home';
import { prefetchProductivity } from '../../features/productivity/prefetch-productivity';
import { prefetchQuality } from '../../features/quality/prefetch-quality';
import { prefetchSoilRelief } from '../../features/soil-relief/prefetch-soil-relief';
import { prefetchVegetation } from '../../features/vegetation/prefetch-vegetation';
import { prefetchWeather } from '../../features/weather/prefetch-weather';
import { prefetchBenchmarking } from '../../features/registers/benchmarking/prefetch-benchmarking';
import { prefetchRegisterList } from '../../features/registers/prefetch-register-list';
import { prefetchMonitoringData } from '../../features/monitoring-maps/api/prefetch-monitoring-screen';
import type { Audience } from '../../config/screens';
import { canReach } from '../../lib/session/access-rules';
import type { AppServices } from '../../lib/app-services';
import type { SessionState, SessionStore } from '../../lib/session/session-store';
import { queryClientOf } from '../../lib/query-client';
import type { ServerData } from '../../lib/server-data';
import type { ScreenPrefetch } from '../../lib/screen-prefetch';

/** Once the session is known: at once after sign-in or a navigation, after `me` on a cold start. */
function whenSessionKnown(session: SessionStore): Promise<SessionState> {
  const known = (state: SessionState) => state.isLoggedIn !== null && !state.checking;
  const now = session.getState();
  if (known(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = session.subscribe((state) => {
      if (!known(state)) return;
      stop();
      resolve(state);
    });
  });
}

/** What a route's loader hands over: the address, who the screen is for, and the app's services. */
export interface ScreenStart {
  url: URL;
  /** Who the screen is for: its data is asked for them only (the API would refuse anyone else). */
  audience: Audience;
  /** The app's session, client and query client (each test's app has its own). */
  app: Pick<AppServices, 'api' | 'session' | 'serverData'>;
}

/**
 * The session the queries are for, once known: signed in, with the terms of use accepted (the API
 * refuses everything else before) and allowed on the screen (a refusal would read as a lapsed session and
 * sign the user out). Else nothing is asked.
 */
const signedInSession = async ({ app, audience }: ScreenStart) => {
  const session = await whenSessionKnown(app.session);
  const allowed =
    session.isLoggedIn &&
    session.user?.signature != null &&
    canReach(audience, session.user, session.currentCustomer);
  return allowed ? session : null;
};

/**
 * The data each screen asks for first, started by its route's loader together with its code rather
 * than after it (issue 13). A screen left out here still works: it asks when it renders.
 */
export const screenData = {
  // Where a sign-in lands: its cards' data for the customer the session works for.
  home: (start: ScreenStart) =>
    prefetchFor(start, (client, request, _url, { user, currentCustomer }) => {
      if (currentCustomer !== null) prefetchHome(client, request, user, currentCustomer);
    }),
  benchmarking: (start: ScreenStart) =>
    tableList(start, (client, request, url) => prefetchBenchmarking(client, url, request)),
  // The registers' lists: the table's code and the list's records.
  registerList: (start: ScreenStart) => tableList(start, prefetchRegisterList),
  // The field-operations lists (service 8): the table's code and the list's records.
  fieldNotes: (start: ScreenStart) => tableList(start, prefetchFieldNotes),
  operations: (start: ScreenStart) => tableList(start, prefetchOperations),
  supplies: (start: ScreenStart) => tableList(start, prefetchSupplies),
  operationalItems: (start: ScreenStart) => tableList(start, prefetchOperationalItems),
  thirdParties: (start: ScreenStart) => tableList(start, prefetchThirdParties),
  // The reports and the downloads: their first data, for the customer the session works for, and the
  // data table's code for those with a table (weather has none).
  productivity: (start: ScreenStart) => tableList(start, prefetchProductivity),
  quality: (start: ScreenStart) => tableList(start, prefetchQuality),
  weather: (start: ScreenStart) => prefetchFor(start, prefetchWeather),
  soilRelief: (start: ScreenStart) => tableList(start, prefetchSoilRelief),
  vegetation: (start: ScreenStart) => tableList(start, prefetchVegetation),
  downloads: (start: ScreenStart) => tableList(start, prefetchDownloads),
  weedCompetition: (start: ScreenStart) => monitoring('weeds', start),
  anomaly: (start: ScreenStart) => monitoring('anomalies', start),
};

export type ScreenWithData = keyof typeof screenData;

/** A list on the data table: the table's code now, the list's records once the session allows. */
function tableList(start: ScreenStart, prefetch: ScreenPrefetch) {
  DataTable.preload();
  prefetchFor(start, prefetch);
}

/** Runs a screen's prefetch once the session allows it (`signedInSession`). */
function prefetchFor(start: ScreenStart, prefetch: ScreenPrefetch) {
  void signedInSession(start).then(
    (session) =>
      session?.user &&
      prefetch(queryClientOf(start.app.serverData), start.app.api.request, start.url, {
        user: session.user,
        currentCustomer: session.currentCustomer,
      }),
  );
}

/**
 * After "Entrar", with the user the sign-in answer carries: home's data leaves with that answer rather
 * than after the signed-in frame and home have rendered (no loader runs: the address stays `/`).
 */
export function prefetchHomeAfterSignIn(serverData: ServerData, request: Request, user: User): void {
  if (user.signature === null) return;
  prefetchHome(queryClientOf(serverData), request, user, user.currentCustomerId);
}

function monitoring(kind: 'weeds' | 'anomalies', start: ScreenStart) {
  WeedMap.preload(); // the map's code: no need to wait for the session
  DataTable.preload(); // and the plots' table's
  void signedInSession(start).then(
    (session) =>
      session?.currentCustomer != null &&
      prefetchMonitoringData(
        queryClientOf(start.app.serverData),
        start.app.api.request,
        kind,
        start.url,
        session.currentCustomer,
      ),
  );
}
