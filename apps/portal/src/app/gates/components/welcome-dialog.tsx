import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface WelcomeDialogProps {
  opened: boolean;
  /** The user's name, to greet them by it. */
  name: string;
  onClose: () => void;
}

/** The first words a new user reads once the terms are settled: what the portal offers. */
export function WelcomeDialog({ opened, name, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('gates.welcome.title', { name })}
      closeButtonProps={{ 'aria-label': t('gates.welcome.close') }}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text>{t('gates.welcome.intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('gates.welcome.monitoring')}</List.Item>
          <List.Item>{t('gates.welcome.productivity')}</List.Item>
          <List.Item>{t('gates.welcome.documents')}</List.Item>
        </List>
        <Text size="sm" c="gray.7">
          {t('gates.welcome.settings')}
        </Text>
        <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('gates.welcome.start')}
        </Button>
      </Stack>
    </Modal>
  );
}
