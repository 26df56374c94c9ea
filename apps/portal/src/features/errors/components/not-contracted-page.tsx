import { Button, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';

/** A screen the user or the current customer has no access to (spec sections 6 and 8). */
export function NotContractedPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="lg" maw="32rem">
        <Text size="xl" fw={600} ta="center" role="alert">
          {t('errors.service.notContracted')}
        </Text>
        <Button component={Link} to={paths.home.href()} variant="light">
          {t('access.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
