import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

import { menu } from '../../config/screens';
import { dropDraft, keptDrafts, type KeptDraft } from '../../lib/drafts';
import { useSession } from '../../lib/session/session-store';

/** The menu label of the screen a path belongs to, so the reminder names a place the user knows. */
function useScreenName(path: string): string {
  const { t } = useTranslation();
  const segment = path.split(/[/?]/)[1]?.toLowerCase();
  const screen = menu
    .flatMap((group) => group.screens)
    .find((item) => item.segment.toLowerCase() === segment);
  return screen ? t(`menu.items.${screen.id}`) : path;
}

function Reminder({ draft, onDiscard }: { draft: KeptDraft; onDiscard: () => void }) {
  const { t } = useTranslation();
  const screenName = useScreenName(draft.path);
  return (
    <Paper withBorder shadow="md" p="md" maw="24rem" role="region" aria-label={t('drafts.reminder.title')}>
      <Text fw={600} size="sm">
        {t('drafts.reminder.title')}
      </Text>
      <Text size="sm" mt={4}>
        {t('drafts.reminder.message', { screen: screenName })}
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" component={Link} to={draft.path}>
          {t('drafts.reminder.open')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('drafts.notice.discard')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * After signing in again, says that a form's typing was kept from the lapsed session and leads back to
 * it; the form itself then offers the values. Nothing shows on that form's own page.
 */
export function DraftReminder() {
  const userId = useSession((state) => state.user?.id);
  const { pathname, search } = useLocation();
  // Read again on every move: the form's page may have restored or dropped the draft meanwhile.
  const [discarded, setDiscarded] = useState(0);
  const drafts = useMemo(
    () => (userId === undefined ? [] : keptDrafts(userId)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the storage changes with these, not with React state
    [userId, pathname, search, discarded],
  );
  const draft = drafts.find((kept) => kept.path !== pathname + search && kept.path !== pathname);
  if (!draft || userId === undefined) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Reminder
        draft={draft}
        onDiscard={() => {
          dropDraft(userId, draft.formId);
          setDiscarded((count) => count + 1);
        }}
      />
    </Affix>
  );
}
