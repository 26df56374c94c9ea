// What index.html starts loading for a visitor with a stored session before the app's code has run
// (early-loads.ts): read by the build (vite/prerender-plugin.ts), which turns each source module into
// the built files that hold it and what they import.
import { paths } from '../../config/paths';

/** A screen opened by its address: the modules it renders with, and the GETs it makes first. */
export interface EarlyScreen {
  /** Source files, from the repository's root. */
  modules: string[];
  /** API paths (after the API's base address), asked for exactly so by the screen's first render. */
  requests: string[];
  /**
   * The API renders the screen for a stored session before the app's code has arrived
   * (painted-screen.ts). Only screens whose render reads nothing of the browser but what the page sends.
   */
  paintedByServer?: true;
}

/** Every signed-in screen renders inside the shell. */
export const SIGNED_IN_FRAME = 'apps/portal/src/app/shell/components/app-layout.tsx';

/** The sign-in form the app draws over the pre-rendered one: a chunk of its own (app/routes/lazy-pages.ts). */
export const SIGN_IN_FORM = 'apps/portal/src/app/routes/sign-in-route.tsx';

/** What any signed-in screen asks for first: the session's user (the stored session's check). */
export const SESSION_REQUESTS = ['/auth/me'];

/** What the weed and anomaly screens load on demand as they render: the map and the table's grid. */
const MAP_SCREEN_PARTS = [
  'packages/portal-widgets/src/weed-map/weed-map-canvas.tsx',
  'packages/ui-kit/src/data-table/data-table-grid.tsx',
];

/**
 * The screens worth starting early: home (where a stored session lands), the list a deep link opens
 * most (issue 13's measure) and the two map screens, whose map library (about 240 kB) would otherwise
 * start only once the app's code has run. The map screens' first GETs name the current customer, which
 * the app knows only from `me`: their loaders send them. A screen left out loads as before, from the
 * app's route loader.
 */
export const EARLY_SCREENS: Record<string, EarlyScreen> = {
  [paths.home.path]: {
    modules: ['apps/portal/src/features/home/components/home-page.tsx'],
    requests: [],
  },
  [paths.benchmarking.path]: {
    modules: [
      'apps/portal/src/features/registers/benchmarking/benchmarking-page.tsx',
      'packages/ui-kit/src/data-table/data-table-grid.tsx',
    ],
    requests: ['/register/benchmarking', '/register/customers/options'],
    paintedByServer: true,
  },
  [paths.weedCompetition.path]: {
    modules: [
      'apps/portal/src/features/monitoring-maps/components/weed-competition-page.tsx',
      ...MAP_SCREEN_PARTS,
    ],
    requests: [],
  },
  [paths.anomaly.path]: {
    modules: ['apps/portal/src/features/monitoring-maps/components/anomaly-page.tsx', ...MAP_SCREEN_PARTS],
    requests: [],
  },
};

/** The addresses whose screen the API paints for a stored session. */
export const PAINTED_PATHS = Object.keys(EARLY_SCREENS).filter(
  (path) => EARLY_SCREENS[path]?.paintedByServer,
);
