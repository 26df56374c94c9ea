import type { User } from '@dossel/api-client';

import type { Screen, ScreenGroup } from '../../config/screens';
import { canReach } from '../../lib/session/access-rules';

interface MenuViewer {
  user: User | null;
  currentCustomer: number | null;
  /** The desktop menu also lists the `desktopOnly` screens (spec section 2). */
  isDesktop: boolean;
}

/**
 * The groups of the menu table a user sees: only the screens `canReach` allows (the router refuses the
 * others by the same rule), desktop-only screens on desktop only, and no group left empty.
 */
export function visibleGroups(
  groups: readonly ScreenGroup[],
  { user, currentCustomer, isDesktop }: MenuViewer,
): ScreenGroup[] {
  return groups
    .filter((group) => canReach(group.audience, user, currentCustomer))
    .map((group) => ({
      ...group,
      screens: group.screens.filter(
        (screen) => canReach(screen.audience, user, currentCustomer) && (isDesktop || !screen.desktopOnly),
      ),
    }))
    .filter((group) => group.screens.length > 0);
}

/** The URL's first path segment, in lower case: routes ignore case (`/soilRelief` is `/soilrelief`). */
function firstSegment(pathname: string): string {
  return (pathname.split('/')[1] ?? '').toLowerCase();
}

/** Spec section 2: the active item is the one whose segment equals the URL's first path segment. */
export function isActiveScreen(screen: Pick<Screen, 'segment'>, pathname: string): boolean {
  return firstSegment(pathname) === screen.segment.toLowerCase();
}

/** Home is active on `/` only. */
export function isHomeActive(pathname: string): boolean {
  return firstSegment(pathname) === '';
}
