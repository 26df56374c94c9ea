import {
  FIELD_NOTE_HISTORY_PHOTOS,
  fieldNoteHistoryOptions,
  historyPhotoIds,
  type AuditValue,
  type FieldNoteType,
  type InfestationLevel,
  type InfestationPattern,
  type Language,
} from '@dossel/api-client';
import { Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { RecordHistory } from '../../../components/record-history/record-history';
import { formatDateTime } from '../../../lib/format';
import { useOnline } from '../../../lib/offline/device';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { useFieldNoteLabels } from './field-note-labels';
import { ServerPhotoThumb } from './server-photo-thumb';

/** The fields the API records of a note (apps/api/src/repositories/audit/snapshots.ts), by their labels. */
const FIELD_LABELS: Record<string, (t: TFunction) => string> = {
  tipo: (t) => t('fieldOperations.fieldNotes.fields.type'),
  data: (t) => t('fieldOperations.fieldNotes.fields.date'),
  gloc1: (t) => t('fieldOperations.places.gloc1'),
  gloc2: (t) => t('fieldOperations.places.gloc2'),
  gloc3: (t) => t('fieldOperations.places.gloc3'),
  gloc4: (t) => t('fieldOperations.places.gloc4'),
  gloc5: (t) => t('fieldOperations.places.gloc5'),
  infestacao: (t) => t('fieldOperations.fieldNotes.fields.infestation'),
  padrao: (t) => t('fieldOperations.fieldNotes.fields.pattern'),
  observacoes: (t) => t('fieldOperations.fieldNotes.fields.observations'),
  latitude: (t) => t('fieldOperations.fieldNotes.csv.latitude'),
  longitude: (t) => t('fieldOperations.fieldNotes.csv.longitude'),
  accuracyM: (t) => t('fieldOperations.fieldNotes.csv.accuracy'),
  plot: (t) => t('fieldOperations.places.plot'),
  recordedAt: (t) => t('fieldOperations.fieldNotes.csv.recordedAt'),
  [FIELD_NOTE_HISTORY_PHOTOS]: (t) => t('fieldOperations.fieldNotes.csv.photos'),
};

/** The photos a history entry names, as thumbnails (a photo removed since says so in its place). */
function HistoryPhotos({ noteId, value }: { noteId: number; value: AuditValue }) {
  const { t } = useTranslation();
  const ids = historyPhotoIds(value);
  return (
    <Group gap="xs" component="span">
      {ids.map((photoId) => (
        <ServerPhotoThumb
          key={photoId}
          noteId={noteId}
          photoId={photoId}
          // By its number, as the list's CSV links it: the same photo is named alike in every entry.
          alt={t('fieldOperations.fieldNotes.history.photo', { id: photoId })}
          anchored={false}
        />
      ))}
    </Group>
  );
}

/**
 * A field note's history below its form (issue 18): the shared history with the note's labels, its
 * choices by name and its photos as thumbnails. Read only online: the form opens offline from the
 * device's copy, and the history waits for the network instead of failing.
 */
export function FieldNoteHistory({ noteId }: { noteId: number }) {
  const { t, i18n } = useTranslation();
  const labels = useFieldNoteLabels();
  const online = useOnline();
  const api = useFieldOperationsApi();

  const renderValue = (field: string, value: AuditValue): ReactNode | undefined => {
    if (value === null || value === '') return undefined;
    if (field === FIELD_NOTE_HISTORY_PHOTOS) return <HistoryPhotos noteId={noteId} value={value} />;
    if (field === 'tipo') return labels.types[value as FieldNoteType];
    if (field === 'infestacao') return labels.infestation[value as InfestationLevel];
    if (field === 'padrao') return labels.patterns[value as InfestationPattern];
    if (field === 'recordedAt' && typeof value === 'string')
      return formatDateTime(value, i18n.language as Language);
    return undefined;
  };

  return (
    <RecordHistory
      options={fieldNoteHistoryOptions(api, noteId)}
      fieldLabel={(field) => FIELD_LABELS[field]?.(t) ?? field}
      renderValue={renderValue}
      unavailable={online ? undefined : t('fieldOperations.fieldNotes.history.offline')}
    />
  );
}
