import { Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface InstallOfferProps {
  /** Opens the browser's own install dialog. */
  onInstall: () => void;
  /** Hides the offer for this page. */
  onLater: () => void;
}

/** The offer to install the portal as an app, shown when the browser says it can. */
export function InstallOffer({ onInstall, onLater }: InstallOfferProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Paper
      role="region"
      aria-label={t('pwa.install.label')}
      aria-describedby={messageId}
      shadow="md"
      p="md"
      withBorder
      maw={360}
    >
      <Text id={messageId} size="sm" mb="sm">
        {t('pwa.install.message')}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onLater}>
          {t('pwa.install.later')}
        </Button>
        <Button size="xs" onClick={onInstall}>
          {t('pwa.install.action')}
        </Button>
      </Group>
    </Paper>
  );
}
