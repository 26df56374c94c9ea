import type { Language } from '@dossel/api-client';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { KeptDraft } from '../../lib/drafts';
import { formatDateTime } from '../../lib/format';

export interface KeptDraftNoticeProps {
  draft: KeptDraft;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Shown at the top of a form whose typing was kept when the session lapsed: bring it back or drop it. */
export function KeptDraftNotice({ draft, onRestore, onDiscard }: KeptDraftNoticeProps) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color="yellow"
      title={t('drafts.notice.title')}
      role="region"
      aria-label={t('drafts.notice.title')}
    >
      <Text size="sm">
        {t('drafts.notice.message', { date: formatDateTime(draft.savedAt, i18n.language as Language) })}
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onRestore}>
          {t('drafts.notice.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('drafts.notice.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
