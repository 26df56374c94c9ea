import { fieldNoteKeys, type FieldNote, type Language } from '@dossel/api-client';
import type { CsvColumn, DataTableColumn } from '@dossel/ui-kit';
import { Alert, Group, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';

import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format';
import { CsvButton } from '../../../components/reports/csv-button';
import { RegisterListPage } from '../../../components/registers/register-list-page';
import { deviceDb, useDeviceOwner, useOnline } from '../../../lib/offline/device';
import { readSnapshot, type CopyOwner } from '../../../lib/offline/device-copy';
import { ReportCustomerContext } from '../../../lib/report-customer';
import { useSession } from '../../../lib/session/session-store';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { FIELD_NOTES_COPY, fieldNotesListOptions } from './field-notes-list';
import { useFieldNoteLabels } from './field-note-labels';
import { QueuedNotesPanel } from './queued-notes-panel';
import { ServerPhotoThumb, photoAnchor } from './server-photo-thumb';

/** Offline, when the list shown was saved on this device. */
function DeviceCopyNotice({ owner }: { owner: CopyOwner | null }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  useEffect(() => {
    if (online || !owner) return undefined;
    let current = true;
    void deviceDb()
      .then((db) => readSnapshot(db, owner, FIELD_NOTES_COPY))
      .then((copy) => current && setSavedAt(copy?.savedAt ?? null));
    return () => {
      current = false;
    };
  }, [online, owner]);
  if (online) return null;
  return (
    <Alert color="gray" variant="light">
      {savedAt
        ? t('fieldOperations.fieldNotes.offline.fromDevice', {
            date: formatDateTime(new Date(savedAt), i18n.language as Language),
          })
        : t('fieldOperations.fieldNotes.offline.notOnDevice')}
    </Alert>
  );
}

/** The list as CSV: every column and the position, with links to each photo in its note's page. */
function FieldNotesCsv({ notes }: { notes: readonly FieldNote[] }) {
  const { t } = useTranslation();
  const labels = useFieldNoteLabels();
  const columns = useMemo<CsvColumn<FieldNote>[]>(() => {
    const photoLink = (note: FieldNote, photoId: number) =>
      `${window.location.origin}${paths.fieldNotes.editHref(note.id)}#${photoAnchor(photoId)}`;
    return [
      { header: t('fieldOperations.fieldNotes.fields.date'), value: (note) => note.data },
      { header: t('fieldOperations.fieldNotes.fields.type'), value: (note) => labels.types[note.tipo] },
      { header: t('fieldOperations.places.gloc1'), value: (note) => note.gloc1 },
      { header: t('fieldOperations.places.gloc2'), value: (note) => note.gloc2 },
      { header: t('fieldOperations.places.gloc3'), value: (note) => note.gloc3 },
      { header: t('fieldOperations.places.gloc4'), value: (note) => note.gloc4 },
      { header: t('fieldOperations.places.gloc5'), value: (note) => note.gloc5 },
      {
        header: t('fieldOperations.fieldNotes.fields.infestation'),
        value: (note) => (note.infestacao ? labels.infestation[note.infestacao] : null),
      },
      {
        header: t('fieldOperations.fieldNotes.fields.pattern'),
        value: (note) => (note.padrao ? labels.patterns[note.padrao] : null),
      },
      { header: t('fieldOperations.fieldNotes.fields.observations'), value: (note) => note.observacoes },
      { header: t('fieldOperations.fieldNotes.csv.latitude'), value: (note) => note.latitude },
      { header: t('fieldOperations.fieldNotes.csv.longitude'), value: (note) => note.longitude },
      { header: t('fieldOperations.fieldNotes.csv.accuracy'), value: (note) => note.accuracyM },
      { header: t('fieldOperations.fieldNotes.csv.recordedAt'), value: (note) => note.recordedAt },
      {
        header: t('fieldOperations.fieldNotes.csv.photos'),
        value: (note) => note.photos.map((photo) => photoLink(note, photo.id)).join(' '),
      },
    ];
  }, [t, labels]);
  const customer = useSession(
    (state) => state.user?.customers.find(({ id }) => id === state.currentCustomer) ?? null,
  );
  // The file names its customer, as every export does.
  return (
    <ReportCustomerContext value={customer}>
      <CsvButton data={{ title: t('fieldOperations.fieldNotes.csv.title'), columns, rows: notes }} />
    </ReportCustomerContext>
  );
}

/** `/field-notes`: the notes waiting on this device, then the current customer's field notes, newest first. */
export function FieldNotesPage() {
  const { t, i18n } = useTranslation();
  const api = useFieldOperationsApi();
  const owner = useDeviceOwner();
  const labels = useFieldNoteLabels();
  const language = i18n.language as Language;
  const listOptions = useMemo(() => fieldNotesListOptions(api, owner), [api, owner]);
  // The same query the table reads (no second request): the CSV exports what the list holds.
  const notes = useQuery(listOptions).data ?? [];
  const columns = useMemo<DataTableColumn<FieldNote>[]>(
    () => [
      {
        key: 'data',
        title: t('fieldOperations.fieldNotes.fields.date'),
        // ISO dates sort as they read; shown as the reader's language writes them.
        value: (note) => note.data,
        render: (note) => formatDate(note.data, language),
      },
      {
        key: 'tipo',
        title: t('fieldOperations.fieldNotes.fields.type'),
        value: (note) => labels.types[note.tipo],
        searchable: true,
      },
      {
        key: 'gloc1',
        title: t('fieldOperations.places.gloc1'),
        value: (note) => note.gloc1,
        searchable: true,
      },
      {
        key: 'gloc3',
        title: t('fieldOperations.places.gloc3'),
        value: (note) => note.gloc3,
        searchable: true,
      },
      {
        key: 'infestacao',
        title: t('fieldOperations.fieldNotes.fields.infestation'),
        value: (note) => (note.infestacao ? labels.infestation[note.infestacao] : null),
        searchable: true,
      },
      {
        key: 'padrao',
        title: t('fieldOperations.fieldNotes.fields.pattern'),
        value: (note) => (note.padrao ? labels.patterns[note.padrao] : null),
        searchable: true,
      },
      {
        key: 'photos',
        title: t('fieldOperations.fieldNotes.photos.column'),
        value: (note) => note.photos.length || null,
        render: (note) =>
          note.photos.length === 0 ? null : (
            <Group gap={4} wrap="nowrap">
              <ServerPhotoThumb
                noteId={note.id}
                photoId={note.photos[0]?.id ?? 0}
                alt={t('fieldOperations.fieldNotes.photos.photo', { n: 1 })}
                size={40}
              />
              {note.photos.length > 1 ? <Text size="sm">+{note.photos.length - 1}</Text> : null}
            </Group>
          ),
      },
    ],
    [t, labels, language],
  );
  return (
    <RegisterListPage
      title={t('menu.items.fieldNotes')}
      listOptions={listOptions}
      resourceKey={fieldNoteKeys.all}
      columns={columns}
      defaultSort={{ column: 'data', direction: 'desc' }}
      paths={paths.fieldNotes}
      intro={
        <>
          <DeviceCopyNotice owner={owner} />
          <QueuedNotesPanel userId={owner?.userId ?? null} customerId={owner?.customerId ?? null} />
        </>
      }
      filters={<FieldNotesCsv notes={notes} />}
      rowLabel={(note) =>
        t('fieldOperations.fieldNotes.rowLabel', {
          type: labels.types[note.tipo],
          date: formatDate(note.data, language),
          plot: note.gloc3,
        })
      }
      remove={(id) => api.fieldOperations.fieldNotes.remove(id)}
    />
  );
}
