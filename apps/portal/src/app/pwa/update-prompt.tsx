import { Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface UpdatePromptProps {
  /** Switches to the new release (the page reloads). */
  onUpdate: () => void;
  /** Hides the prompt for this page; the new release starts at the next visit. */
  onLater: () => void;
}

/** "A new version is available": the update waits for the user, so an open form is never lost. */
export function UpdatePrompt({ onUpdate, onLater }: UpdatePromptProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Paper
      role="region"
      aria-label={t('pwa.update.label')}
      aria-describedby={messageId}
      shadow="md"
      p="md"
      withBorder
      maw={360}
    >
      {/* Announced when it appears: the prompt comes while the user is busy elsewhere. */}
      <Text id={messageId} role="status" size="sm" mb="sm">
        {t('pwa.update.message')}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onLater}>
          {t('pwa.update.later')}
        </Button>
        <Button size="xs" onClick={onUpdate}>
          {t('pwa.update.action')}
        </Button>
      </Group>
    </Paper>
  );
}
