import type { Language } from '@dossel/api-client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-store';
import { HomeFigures } from './home-figures';
import { HomePopups, type HomePopupsProps } from './home-popups';

/**
 * '/' for a signed-in user: a greeting, the customer being worked for and the previous sign-in, the
 * customer's headline figures (started afresh when the user switches customer) and the home popups.
 */
export function HomePage({ today }: HomePopupsProps) {
  const { t, i18n } = useTranslation();
  const user = useSession((state) => state.user);
  const currentCustomer = useSession((state) => state.currentCustomer);
  const customerName = user?.customers.find((customer) => customer.id === currentCustomer)?.name;
  return (
    <Stack gap="md" maw="64rem" mx="auto" mt="md" p={{ base: 'sm', sm: 0 }}>
      <Paper component="section" withBorder p="xl">
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
      </Paper>
      {currentCustomer === null ? null : <HomeFigures key={currentCustomer} customerId={currentCustomer} />}
      <HomePopups today={today} />
    </Stack>
  );
}
