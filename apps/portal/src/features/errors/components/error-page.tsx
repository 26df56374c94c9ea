import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ErrorPageProps {
  /** What "try again" does; a page load by default, which also refetches a failed lazy chunk. */
  onRetry?: () => void;
}

/** What the user sees instead of a blank screen when rendering fails. */
export function ErrorPage({ onRetry = () => window.location.reload() }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder p="xl" maw="28rem" w="100%" role="alert">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('errorPage.title')}
          </Title>
          <Text>{t('errors.unexpected')}</Text>
          <Button onClick={onRetry}>{t('errorPage.retry')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
