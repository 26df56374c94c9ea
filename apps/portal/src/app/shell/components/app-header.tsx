import { ActionIcon, Anchor, Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '../../../components/brand-mark';
import { SyncStatus } from '../../../components/field-kit/sync-status';
import { paths } from '../../../config/paths';
import classes from './app-header.module.css';
import { useViewPreferences } from '../stores/view-preferences';
import { SettingsMenu } from './settings-menu';
import { FullWidthIcon } from './shell-icons';
import { UserMenu } from './user-menu';

export interface AppHeaderProps {
  /** Whether the menu is open at the current size (the desktop side menu or the mobile panel). */
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** The id of the menu the toggle opens and closes. */
  menuId: string;
  isDesktop: boolean;
}

/**
 * The header of spec section 2: the menu toggle ('Abrir' / 'Fechar'), the logo linking home, the
 * container-width toggle, the field notes' sync indicator (issue 18), the settings and the user control.
 */
export function AppHeader({ menuOpened, onToggleMenu, menuId, isDesktop }: AppHeaderProps) {
  const { t } = useTranslation();
  const { fullWidth, set: setView } = useViewPreferences();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuOpened ? t('shell.menuToggle.close') : t('shell.menuToggle.open')}
          aria-expanded={menuOpened}
          aria-controls={menuId}
        />
        <Anchor
          component={Link}
          to={paths.home.href()}
          aria-label={t('shell.homeLink')}
          underline="never"
          className={classes.brand}
        >
          <BrandMark />
        </Anchor>
      </Group>
      <Group gap={4} wrap="nowrap" miw={0}>
        {/* A phone's content already fills the screen: the width toggle is for larger windows. */}
        {isDesktop ? (
          <ActionIcon
            variant={fullWidth ? 'light' : 'subtle'}
            color={fullWidth ? 'forest' : 'gray.8'}
            size="lg"
            aria-label={t('shell.fullWidth')}
            aria-pressed={fullWidth}
            onClick={() => setView({ fullWidth: !fullWidth })}
          >
            <FullWidthIcon />
          </ActionIcon>
        ) : null}
        <SyncStatus />
        <SettingsMenu isDesktop={isDesktop} />
        <UserMenu />
      </Group>
    </Group>
  );
}
