import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ComingSoonPageProps {
  /** The screen's id in the menu (`config/screens.ts`); its menu label is the page title. */
  screenId: string;
}

/** A route of spec section 2 whose screen a later issue builds: its title and a word on what comes. */
export function ComingSoonPage({ screenId }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder p="xl" maw="48rem" mx="auto" mt="md">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t(`menu.items.${screenId}`)}
        </Title>
        <Text c="gray.7">{t('comingSoon.message')}</Text>
      </Stack>
    </Paper>
  );
}
