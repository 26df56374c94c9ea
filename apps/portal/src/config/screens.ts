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

const screen = (
  id: string,
  { segment, href }: { segment: string; href: string },
  audience: Audience = 'everyone',
  desktopOnly = false,
): Screen => ({ id, segment, href, audience, desktopOnly });

const everyone = (id: string, route: { segment: string; href: () => string }) =>
  screen(id, { segment: route.segment, href: route.href() });

/**
 * The menu of spec section 2, in order: every screen a signed-in user can open, grouped, with who may
 * see it. The router guards the same screens by the same audiences, so a hidden item is also a refused
 * route.
 */
export const menu: ScreenGroup[] = [
  {
    id: 'monitoring',
    audience: 'everyone',
    screens: [everyone('weedCompetition', paths.weedCompetition), everyone('anomaly', paths.anomaly)],
  },
  {
    id: 'productivity',
    audience: 'everyone',
    screens: [everyone('productivity', paths.productivity), everyone('quality', paths.quality)],
  },
  {
    id: 'environment',
    audience: 'everyone',
    screens: [
      everyone('weather', paths.weather),
      screen(
        'soilRelief',
        { segment: paths.soilRelief.segment, href: paths.soilRelief.menuHref() },
        'everyone',
        true,
      ),
      everyone('vegetation', paths.vegetation),
    ],
  },
  {
    id: 'fieldOperations',
    audience: 'fieldOperations',
    screens: [
      screen(
        'fieldNotes',
        { segment: paths.fieldNotes.segment, href: paths.fieldNotes.href() },
        'fieldOperations',
      ),
      screen(
        'operations',
        { segment: paths.operations.segment, href: paths.operations.href() },
        'fieldOperations',
      ),
      screen('supplies', { segment: paths.supplies.segment, href: paths.supplies.href() }, 'fieldOperations'),
      screen(
        'operationalItems',
        { segment: paths.operationalItems.segment, href: paths.operationalItems.href() },
        'fieldOperations',
      ),
      screen(
        'thirdParty',
        { segment: paths.thirdParty.segment, href: paths.thirdParty.href() },
        'fieldOperations',
      ),
    ],
  },
  {
    id: 'registers',
    audience: 'servicesAdmin',
    screens: [
      ...(['customerGroups', 'customers', 'users', 'documentTypes', 'documents'] as const).map((id) =>
        screen(id, { segment: paths[id].segment, href: paths[id].href() }, 'servicesAdmin'),
      ),
      screen(
        'benchmarking',
        { segment: paths.benchmarking.segment, href: paths.benchmarking.href() },
        'servicesAdmin',
        true,
      ),
    ],
  },
  {
    id: 'documents',
    audience: 'everyone',
    screens: [everyone('downloads', paths.downloads)],
  },
];
