import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface OfflineStartNoteProps {
  /** Hides the note for this page. */
  onClose: () => void;
}

/**
 * Says the portal opened without network, on this device's copy of the session. Closable: on a phone it
 * would sit over the screen's own buttons (a form's Save) while offline; the header's sync status keeps
 * saying "Sem conexão".
 */
export function OfflineStartNote({ onClose }: OfflineStartNoteProps) {
  const { t } = useTranslation();
  return (
    <Paper shadow="md" p="sm" withBorder maw={360}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" role="status">
          {t('pwa.offlineStart')}
        </Text>
        <CloseButton size="sm" aria-label={t('pwa.closeOfflineNote')} onClick={onClose} />
      </Group>
    </Paper>
  );
}
