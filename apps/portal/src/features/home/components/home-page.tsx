import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../auth/stores/session-store';

/** '/' for a signed-in user: a greeting and the customer being worked for (dashboards come later). */
export function HomePage() {
  const { t } = useTranslation();
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
        <Text c="gray.7">{t('home.intro')}</Text>
      </Stack>
    </Paper>
  );
}
