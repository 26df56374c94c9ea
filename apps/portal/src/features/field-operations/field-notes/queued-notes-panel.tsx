import type { FieldNoteType, Language } from '@dossel/api-client';
import { ConfirmDialog } from '@dossel/ui-kit';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { deviceDb, useQueuedForOtherCustomers, useQueuedNotes } from '../../../lib/offline/device';
import type { QueuedNote, QueuedNoteState } from '../../../lib/offline/device-db';
import { removeNote, retryNote } from '../../../lib/offline/note-queue';
import { useFieldNoteLabels } from './field-note-labels';

// Outlined, in shades dark enough for 4.5:1 text on white (axe).
const STATE_COLORS: Record<QueuedNoteState, string> = {
  waiting: 'grape.9',
  sending: 'blue.9',
  refused: 'red.9',
};

/** Where a queued note is fixed: the form, started from the note on the device. */
const fixHref = (note: QueuedNote) =>
  `${paths.fieldNotes.newHref()}?${new URLSearchParams({ queued: note.clientKey }).toString()}`;

/** One queued note: what it is, where it stands, why it was refused, and what can be done. */
function QueuedNoteRow({ note, onDiscard }: { note: QueuedNote; onDiscard: (note: QueuedNote) => void }) {
  const { t, i18n } = useTranslation();
  const labels = useFieldNoteLabels();
  const { values } = note;
  const type = labels.types[values.tipo as FieldNoteType] ?? '';
  const label = t('fieldOperations.fieldNotes.rowLabel', {
    type,
    date: typeof values.data === 'string' ? formatDate(values.data, i18n.language as Language) : '',
    plot: String(values.gloc3 ?? ''),
  });
  return (
    <Card component="li" withBorder padding="sm" aria-label={label}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={500}>{label}</Text>
            <Badge color={STATE_COLORS[note.state]} variant="outline" tt="none">
              {t(`fieldOperations.fieldNotes.offline.states.${note.state}`)}
            </Badge>
          </Group>
          {note.reason ? (
            <Text size="sm" c="red.9">
              {t('fieldOperations.fieldNotes.offline.refusedReason', { reason: note.reason.message })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {note.state === 'refused' ? (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={fixHref(note)}
              aria-label={`${t('fieldOperations.fieldNotes.offline.fix')} ${label}`}
            >
              {t('fieldOperations.fieldNotes.offline.fix')}
            </Button>
          ) : null}
          {note.state !== 'sending' ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void deviceDb().then((db) => retryNote(db, note.clientKey))}
              aria-label={`${t('fieldOperations.fieldNotes.offline.sendNow')} ${label}`}
            >
              {t('fieldOperations.fieldNotes.offline.sendNow')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            disabled={note.state === 'sending'}
            onClick={() => onDiscard(note)}
            aria-label={`${t('fieldOperations.fieldNotes.offline.discard')} ${label}`}
          >
            {t('fieldOperations.fieldNotes.offline.discard')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/**
 * The panel as drawn for a list of queued notes (stories show its states), and how many more wait for
 * the user's other customers (counted in the header's badge, sent once the user switches to them).
 */
export function QueuedNotesView({
  notes,
  forOtherCustomers = 0,
}: {
  notes: readonly QueuedNote[];
  forOtherCustomers?: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [discarding, setDiscarding] = useState<QueuedNote | null>(null);
  if (notes.length === 0 && forOtherCustomers === 0) return null;
  const discard = async () => {
    if (!discarding) return;
    await removeNote(await deviceDb(), discarding.clientKey);
    setDiscarding(null);
    notify.success(t('fieldOperations.fieldNotes.offline.discarded'));
  };
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {t('fieldOperations.fieldNotes.offline.panelTitle')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('fieldOperations.fieldNotes.offline.panelIntro')}
      </Text>
      {notes.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {notes.map((note) => (
            <QueuedNoteRow key={note.clientKey} note={note} onDiscard={setDiscarding} />
          ))}
        </Stack>
      ) : null}
      {forOtherCustomers > 0 ? (
        <Text size="sm" fw={500}>
          {t('fieldOperations.fieldNotes.offline.otherCustomer', { count: forOtherCustomers })}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={discarding !== null}
        title={t('fieldOperations.fieldNotes.offline.discardTitle')}
        message={t('fieldOperations.fieldNotes.offline.discardBody', {
          label: discarding ? String(discarding.values.gloc3 ?? '') : '',
        })}
        confirmLabel={t('fieldOperations.fieldNotes.offline.discard')}
        cancelLabel={t('fieldOperations.fieldNotes.offline.keep')}
        danger
        onCancel={() => setDiscarding(null)}
        onConfirm={() => void discard()}
      />
    </Stack>
  );
}

/**
 * "Waiting to send": the notes of the current customer still on this device, above the list of the
 * server's, each with its state, the server's reason when refused, and fix / send now / discard; and how
 * many wait for the user's other customers.
 */
export function QueuedNotesPanel({
  userId,
  customerId,
}: {
  userId: number | null;
  customerId: number | null;
}) {
  const notes = useQueuedNotes(userId, customerId);
  const forOtherCustomers = useQueuedForOtherCustomers(userId, customerId);
  return <QueuedNotesView notes={notes ?? []} forOtherCustomers={forOtherCustomers} />;
}
