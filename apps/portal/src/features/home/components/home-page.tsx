import type { Language } from '@dossel/api-client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/stores/session-store';
import { HomePopups, type HomePopupsProps } from './home-popups';

/**
 * '/' for a signed-in user: a greeting, the customer being worked for and the previous sign-in, with the
 * home popups. The customer's headline figures join with the monitoring views.
 */
export function HomePage({ today }: HomePopupsProps) {
  const { t, i18n } = useTranslation();
  const user = useSession((state) => state.user);
  const currentCustomer = useSession((state) => state.currentCustomer);
  const customerName = user?.customers.find((customer) => customer.id === currentCustomer)?.name;
  return (
    <Paper component="section" withBorder p="xl" maw="48rem" mx="auto" mt="md">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {user ? t('home.greeting', { name: user.name }) : t('home.greetingWithoutName')}
        </Title>
        {customerName ? <Text fw={500}>{t('home.currentCustomer', { name: customerName })}</Text> : null}
        {user?.lastLogin ? (
          <Text size="sm" c="gray.7">
            {t('home.lastLogin', { date: formatDateTime(user.lastLogin, i18n.language as Language) })}
          </Text>
        ) : null}
        <Text c="gray.7">{t('home.intro')}</Text>
      </Stack>
      <HomePopups today={today} />
    </Paper>
  );
}
