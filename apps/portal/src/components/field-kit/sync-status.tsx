import { Badge, Box, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../config/paths';
import { useOnline, useQueueCounts, useSyncProgress } from '../../lib/offline/device';
import type { QueueCounts } from '../../lib/offline/note-queue';
import { useNoteSync } from '../../lib/offline/use-note-sync';
import { useSession } from '../../lib/session/session-store';

/** What the indicator says, most urgent first. */
export type SyncStatusState =
  | { kind: 'offline'; waiting: number }
  | { kind: 'sending'; done: number; total: number }
  | { kind: 'refused'; count: number }
  | { kind: 'waiting'; count: number }
  | { kind: 'allSent' };

/** The header's reading of the queue: offline, a run going, refused notes, notes waiting, or all sent. */
function syncStatusOf(
  online: boolean,
  counts: QueueCounts,
  progress: { done: number; total: number } | null,
): SyncStatusState {
  const pending = counts.waiting + counts.sending;
  if (!online) return { kind: 'offline', waiting: pending + counts.refused };
  if (progress) return { kind: 'sending', ...progress };
  if (counts.refused > 0) return { kind: 'refused', count: counts.refused };
  if (pending > 0) return { kind: 'waiting', count: pending };
  return { kind: 'allSent' };
}

// Outlined, in shades dark enough for 4.5:1 text on the header's white (axe).
const COLORS: Record<SyncStatusState['kind'], string> = {
  offline: 'gray.8',
  sending: 'blue.9',
  refused: 'red.9',
  waiting: 'grape.9',
  allSent: 'teal.9',
};

/**
 * The indicator as drawn, for a state (stories show each one). "All sent" shows only after something
 * was waiting (`showAllSent`): a user who never writes a note offline sees no badge.
 */
export function SyncStatusView({
  state,
  showAllSent = true,
}: {
  state: SyncStatusState;
  showAllSent?: boolean;
}) {
  const { t } = useTranslation();
  const text = {
    offline: () => t('offline.status.offline'),
    sending: () =>
      state.kind === 'sending' ? t('offline.status.sending', { done: state.done, total: state.total }) : '',
    refused: () => (state.kind === 'refused' ? t('offline.status.refused', { count: state.count }) : ''),
    waiting: () => (state.kind === 'waiting' ? t('offline.status.waiting', { count: state.count }) : ''),
    allSent: () => t('offline.status.allSent'),
  }[state.kind]();
  // Nothing at all, not even for screen readers, for a user with nothing ever queued here.
  if (state.kind === 'allSent' && !showAllSent) return null;
  const detail =
    state.kind === 'offline' && state.waiting > 0
      ? t('offline.status.waiting', { count: state.waiting })
      : null;
  return (
    <>
      {/* Read out as it changes, without moving focus. */}
      <VisuallyHidden role="status" aria-live="polite">
        {detail ? `${text}. ${detail}` : text}
      </VisuallyHidden>
      <Badge
        component={Link}
        to={paths.fieldNotes.href()}
        color={COLORS[state.kind]}
        variant="outline"
        size="lg"
        radius="sm"
        tt="none"
        aria-label={`${t('offline.status.open')}: ${detail ? `${text}, ${detail}` : text}`}
        style={{ cursor: 'pointer', flexShrink: 0 }}
        data-sync-state={state.kind}
      >
        {text}
        {/* A phone has room for the state only; the count is in the label and on the list. */}
        {detail ? <Box component="span" visibleFrom="sm">{` · ${detail}`}</Box> : null}
      </Badge>
    </>
  );
}

/**
 * The header's indicator of the device's field notes: offline · sending n/m · refused n · waiting n ·
 * all sent. It links to the field-notes list, where the waiting notes are, and keeps this tab's sync
 * runner going while the user has queued notes.
 */
export function SyncStatus() {
  const userId = useSession((state) => state.user?.id ?? null);
  const online = useOnline();
  const counts = useQueueCounts(userId);
  const progress = useSyncProgress();
  const queued = counts ? counts.waiting + counts.sending + counts.refused : 0;
  const [hadQueue, setHadQueue] = useState(false);
  if (queued > 0 && !hadQueue) setHadQueue(true);
  useNoteSync(queued > 0);
  if (!counts) return null;
  return <SyncStatusView state={syncStatusOf(online, counts, progress)} showAllSent={hadQueue} />;
}
