import { paths } from './paths';

/** Who a screen is for (spec section 6). */
export type Audience = 'everyone' | 'servicesAdmin' | 'fieldOperations';

interface MenuScreen<Id extends string> {
  /** Also the key of its label: `menu.items.<id>`. */
  id: Id;
  /** The first path segment; the menu item whose segment matches the URL's is the active one. */
  segment: string;
  /** Where the menu links. */
  href: string;
  audience: Audience;
  /** Listed in the desktop menu only (spec section 2: /benchmarking and /soilRelief). */
  desktopOnly?: boolean;
}

interface MenuGroup<Id extends string, Item extends MenuScreen<string>> {
  /** Also the key of its label: `menu.groups.<id>`. */
  id: Id;
  audience: Audience;
  screens: Item[];
}

/** A menu item for a route of `paths`: its segment, and where the menu links (`href()`). */
const screen = <const Id extends string>(
  id: Id,
  route: { segment: string; href: () => string },
  audience: Audience = 'everyone',
  desktopOnly = false,
): MenuScreen<Id> => ({ id, segment: route.segment, href: route.href(), audience, desktopOnly });

/** A group of the menu; its ids and its screens' stay literal, so `ScreenId` and `GroupId` list them. */
const group = <const Id extends string, const Items extends readonly MenuScreen<string>[]>(
  id: Id,
  audience: Audience,
  screens: Items,
): MenuGroup<Id, Items[number]> => ({ id, audience, screens: [...screens] });

const groups = [
  group('monitoring', 'everyone', [
    screen('weedCompetition', paths.weedCompetition),
    screen('anomaly', paths.anomaly),
    screen('fieldMap', paths.fieldMap),
  ]),
  group('productivity', 'everyone', [
    screen('productivity', paths.productivity),
    screen('quality', paths.quality),
  ]),
  group('environment', 'everyone', [
    screen('weather', paths.weather),
    screen(
      'soilRelief',
      { segment: paths.soilRelief.segment, href: paths.soilRelief.menuHref },
      'everyone',
      true,
    ),
    screen('vegetation', paths.vegetation),
  ]),
  group(
    'fieldOperations',
    'fieldOperations',
    (['fieldNotes', 'operations', 'supplies', 'operationalItems', 'thirdParty'] as const).map((id) =>
      screen(id, paths[id], 'fieldOperations'),
    ),
  ),
  group('registers', 'servicesAdmin', [
    ...(['customerGroups', 'customers', 'users', 'documentTypes', 'documents'] as const).map((id) =>
      screen(id, paths[id], 'servicesAdmin'),
    ),
    screen('benchmarking', paths.benchmarking, 'servicesAdmin', true),
    screen('backgroundJobs', paths.backgroundJobs, 'servicesAdmin'),
    screen('imports', paths.imports, 'servicesAdmin'),
    screen('apiKeys', paths.apiKeys, 'servicesAdmin'),
  ]),
  group('documents', 'everyone', [screen('downloads', paths.downloads)]),
];

/** Every screen of the menu: `menu.items.<ScreenId>` is a key TypeScript checks (decision 021). */
export type ScreenId = (typeof groups)[number]['screens'][number]['id'];
/** Every group of the menu: `menu.groups.<GroupId>` is a key TypeScript checks. */
export type GroupId = (typeof groups)[number]['id'];
export type Screen = MenuScreen<ScreenId>;
export type ScreenGroup = MenuGroup<GroupId, Screen>;

/**
 * The menu of spec section 2, in order: every screen a signed-in user can open, grouped, with who may
 * see it. The router guards the same screens by the same audiences, so a hidden item is also a refused
 * route.
 */
export const menu: ScreenGroup[] = groups;
