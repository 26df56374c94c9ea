import { Button, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useSignOut } from '../../../lib/session/session-actions';

/** '/auth': where a lapsed session lands; signing in again starts from a clean session. */
export function NotAuthenticatedPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="lg" maw="32rem">
        <Text size="xl" fw={600} ta="center">
          {t('auth.notAuthenticated.message')}
        </Text>
        <Button component={Link} to={paths.home.href()} onClick={signOut}>
          {t('auth.notAuthenticated.signIn')}
        </Button>
      </Stack>
    </Center>
  );
}
