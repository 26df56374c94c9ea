import { useDosselClient } from '@dossel/portal-widgets';
import { Anchor, AppShell, Button, Group, Text } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '../../../components/brand-mark';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { signOut } from '../../auth/session-actions';
import { useSession } from '../../auth/stores/session-store';

/** Spec section 9: the header is 70 px high. */
export const HEADER_HEIGHT = 70;

/**
 * The signed-in frame: a sticky header with the product's mark, the user's name and the logout, and the
 * routed page below. The side menu arrives with the report areas.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const client = useDosselClient();
  const userName = useSession((state) => state.user?.name);
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={paths.home.href()} aria-label={t('shell.homeLink')} underline="never">
            <BrandMark />
          </Anchor>
          <Group gap="sm" wrap="nowrap" miw={0}>
            {userName ? (
              <Text fw={500} truncate="end" miw={0} title={t('shell.signedInAs', { name: userName })}>
                {userName}
              </Text>
            ) : null}
            <Button variant="light" onClick={() => signOut(client)} style={{ flexShrink: 0 }}>
              {t('shell.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        {/* Server data is for signed-in screens only: the sign-in page does not download the cache. */}
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </QueryClientProvider>
      </AppShell.Main>
    </AppShell>
  );
}
