import { createUsersApi, type User } from '@dossel/api-client';
import { showToast } from '@dossel/ui-kit';
import { Anchor, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { rejectionMessage } from '../i18n/rejection-message';
import { useDosselClient } from '../provider/dossel-client-context';

export interface TermsModalProps {
  /** Whether the gate shows; the portal opens it while the signed-in user has no recorded signature. */
  opened: boolean;
  /** Address of the privacy policy, opened in a new tab. */
  privacyPolicyUrl: string;
  /** Called with the user the API answers once it has recorded the acceptance. */
  onAccepted: (user: User) => void;
  /** Called when the user declines; the portal signs them out. */
  onDecline: () => void;
}

/** The terms of use, in reading order: keys under `widgets.termsModal.paragraphs`. */
const PARAGRAPHS = ['intro', 'dataUse', 'confidentiality', 'monitoring', 'account', 'acceptance'] as const;

// A gate has no way out but its two buttons: Mantine asks for onClose, so it gets one that does nothing.
const stayOpen = () => undefined;

/** The terms-of-use gate over the portal: it closes only once the user accepts or declines. */
export function TermsModal({ opened, privacyPolicyUrl, onAccepted, onDecline }: TermsModalProps) {
  const { t } = useTranslation();
  const client = useDosselClient();
  const [accepting, setAccepting] = useState(false);

  const accept = async () => {
    setAccepting(true);
    let user: User;
    try {
      user = await createUsersApi(client.request).acceptTerms();
    } catch (error) {
      // The gate stays, so the user can try again or decline.
      setAccepting(false);
      void showToast({ kind: 'error', message: rejectionMessage(error, t) });
      return;
    }
    setAccepting(false);
    void showToast({ kind: 'success', message: t('widgets.termsModal.accepted') });
    onAccepted(user);
  };

  return (
    <Modal
      opened={opened}
      onClose={stayOpen}
      title={t('widgets.termsModal.title')}
      size="lg"
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        {PARAGRAPHS.map((paragraph) => (
          <Text key={paragraph}>{t(`widgets.termsModal.paragraphs.${paragraph}`)}</Text>
        ))}
        <Anchor href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
          {t('widgets.termsModal.privacyPolicy')}{' '}
          <VisuallyHidden>{t('widgets.termsModal.opensInNewTab')}</VisuallyHidden>
        </Anchor>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onDecline} disabled={accepting}>
            {t('widgets.termsModal.decline')}
          </Button>
          <Button onClick={() => void accept()} loading={accepting}>
            {t('widgets.termsModal.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
