import { paths } from './paths';

/** Who a screen is for (spec section 6). */
export type Audience = 'everyone' | 'servicesAdmin' | 'fieldOperations';

export interface Screen {
  /** Also the key of its label: `menu.items.<id>`. */
  id: string;
  /** The first path segment; the menu item whose segment matches the URL's is the active one. */
  segment: string;
  /** Where the menu links. */
  href: string;
  audience: Audience;
  /** Listed in the desktop menu only (spec section 2: /benchmarking and /soilRelief). */
  desktopOnly?: boolean;
}

export interface ScreenGroup {
  /** Also the key of its label: `menu.groups.<id>`. */
  id: string;
  audience: Audience;
  screens: Screen[];
}

/** A menu item for a route of `paths`: its segment, and where the menu links (`href()`). */
const screen = (
  id: string,
  route: { segment: string; href: () => string },
  audience: Audience = 'everyone',
  desktopOnly = false,
): Screen => ({ id, segment: route.segment, href: route.href(), audience, desktopOnly });

/**
 * The menu of spec section 2, in order: every screen a signed-in user can open, grouped, with who may
 * see it. The router guards the same screens by the same audiences, so a hidden item is also a refused
 * route.
 */
export const menu: ScreenGroup[] = [
  {
    id: 'monitoring',
    audience: 'everyone',
    screens: [screen('weedCompetition', paths.weedCompetition), screen('anomaly', paths.anomaly)],
  },
  {
    id: 'productivity',
    audience: 'everyone',
    screens: [screen('productivity', paths.productivity), screen('quality', paths.quality)],
  },
  {
    id: 'environment',
    audience: 'everyone',
    screens: [
      screen('weather', paths.weather),
      screen(
        'soilRelief',
        { segment: paths.soilRelief.segment, href: paths.soilRelief.menuHref },
        'everyone',
        true,
      ),
      screen('vegetation', paths.vegetation),
    ],
  },
  {
    id: 'fieldOperations',
    audience: 'fieldOperations',
    screens: (['fieldNotes', 'operations', 'supplies', 'operationalItems', 'thirdParty'] as const).map((id) =>
      screen(id, paths[id], 'fieldOperations'),
    ),
  },
  {
    id: 'registers',
    audience: 'servicesAdmin',
    screens: [
      ...(['customerGroups', 'customers', 'users', 'documentTypes', 'documents'] as const).map((id) =>
        screen(id, paths[id], 'servicesAdmin'),
      ),
      screen('benchmarking', paths.benchmarking, 'servicesAdmin', true),
      screen('backgroundJobs', paths.backgroundJobs, 'servicesAdmin'),
      screen('imports', paths.imports, 'servicesAdmin'),
      screen('apiKeys', paths.apiKeys, 'servicesAdmin'),
    ],
  },
  {
    id: 'documents',
    audience: 'everyone',
    screens: [screen('downloads', paths.downloads)],
  },
];
