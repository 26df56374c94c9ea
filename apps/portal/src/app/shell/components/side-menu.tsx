import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { menu, type Screen } from '../../../config/screens';
import { useSession } from '../../../lib/session/session-store';
import { isActiveScreen, isHomeActive, visibleGroups } from '../menu-entries';

export interface SideMenuProps {
  /** The desktop menu also lists the desktop-only screens. */
  isDesktop: boolean;
  /** Called when the user follows an item (the mobile menu closes then). */
  onNavigate: () => void;
}

/**
 * The items of the menu: 'Início' first, then the groups of `config/screens.ts` the user may reach, each
 * a submenu that opens and closes; the group holding the active item starts open.
 */
export function SideMenu({ isDesktop, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const currentCustomer = useSession((state) => state.currentCustomer);
  const groups = visibleGroups(menu, { user, currentCustomer, isDesktop });

  const item = (key: string, label: string, href: string, active: boolean) => (
    <NavLink
      key={key}
      component={Link}
      to={href}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
  const screenItem = (screen: Screen) =>
    item(screen.id, t(`menu.items.${screen.id}`), screen.href, isActiveScreen(screen, pathname));

  return (
    <Stack gap={2}>
      {item('home', t('menu.items.home'), paths.home.href(), isHomeActive(pathname))}
      {groups.map((group) => (
        <NavLink
          key={group.id}
          component="button"
          type="button"
          label={t(`menu.groups.${group.id}`)}
          defaultOpened={group.screens.some((screen) => isActiveScreen(screen, pathname))}
          // A closed group's items are not rendered (Mantine would pre-render them hidden): on a slow
          // phone they cost the first screen time for links nobody sees yet.
          keepMounted={false}
          fw={600}
        >
          {group.screens.map(screenItem)}
        </NavLink>
      ))}
    </Stack>
  );
}
