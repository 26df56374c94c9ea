import { useFormData } from '@conform-to/react/future';
import {
  FIELD_NOTE_INFESTATION_ANALYSIS,
  fieldNoteInputSchema,
  fieldNoteKeys,
  fieldNoteQueryOptions,
  type FieldNote,
} from '@dossel/api-client';
import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { paths } from '../../../config/paths';
import { readIdParam } from '../../../hooks/use-search-param';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { SelectField } from '../../../components/forms/select-field';
import { DateField } from '../../../components/forms/date-field';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';
import { deviceDb, useDeviceOwner } from '../../../lib/offline/device';
import type { QueuedNote } from '../../../lib/offline/device-db';
import { enqueueNote, notePhotos, type PhotoToQueue } from '../../../lib/offline/note-queue';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { ObservationsField } from '../components/observations-field';
import {
  PLACE_LEVELS,
  PlaceFields,
  placeOfPlot,
  useCustomerPlots,
  type Place,
} from '../components/place-fields';
import { FieldNoteHistory } from './field-note-history';
import { useFieldNoteLabels } from './field-note-labels';
import { FieldNotePhotos } from './field-note-photos';
import { FieldNotePosition, type NotePosition } from './field-note-position';
import { StoredPhotos } from './stored-photos';

/** What a new note may start from: a monitored plot's places and a date (`?plot=<id>&date=<yyyy-mm-dd>`). */
type FieldNoteStart = Partial<Place> & { data?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A note still on the device, opened to be fixed (`?queued=<clientKey>`): its values and photos. */
interface QueuedStart {
  note: QueuedNote;
  photos: PhotoToQueue[];
}

/** The position a stored or queued note already has, for the form to keep it. */
function positionOf(values: Record<string, unknown> | undefined): NotePosition | null {
  if (!values || typeof values.latitude !== 'number' || typeof values.longitude !== 'number') return null;
  const plotId = typeof values.plotId === 'number' ? values.plotId : null;
  const text = (key: string) => (typeof values[key] === 'string' ? values[key] : null);
  return {
    latitude: values.latitude,
    longitude: values.longitude,
    accuracyM: typeof values.accuracyM === 'number' ? values.accuracyM : 0,
    plot:
      plotId === null
        ? null
        : {
            id: plotId,
            name: text('gloc3') ?? '',
            gloc1: text('gloc1'),
            gloc2: text('gloc2'),
            gloc3: text('gloc3'),
            gloc4: text('gloc4'),
            gloc5: text('gloc5'),
          },
  };
}

function FieldNoteForm({
  note,
  start,
  queued,
}: {
  note: FieldNote | undefined;
  start?: FieldNoteStart;
  queued?: QueuedStart;
}) {
  const { t } = useTranslation();
  const owner = useDeviceOwner();
  const labels = useFieldNoteLabels();
  const [photos, setPhotos] = useState<PhotoToQueue[]>(queued?.photos ?? []);
  const [position, setPosition] = useState<NotePosition | null>(() =>
    positionOf(queued?.note.values ?? (note as Record<string, unknown> | undefined)),
  );
  const api = useFieldOperationsApi();
  const handle = useRegisterForm({
    formId: 'field-note-form',
    schema: fieldNoteInputSchema,
    edited: note && {
      record: note,
      options: fieldNoteQueryOptions(api, note.id),
      values: (stored) => ({
        tipo: stored.tipo,
        data: stored.data,
        ...placeOfPlot(stored),
        infestacao: stored.infestacao,
        padrao: stored.padrao,
        observacoes: stored.observacoes,
      }),
    },
    defaultValue: queued?.note.values,
    prefill: start,
    // Every save goes through the device's queue, online too: the sync runner sends it (issue 18).
    save: async (input, version) => {
      if (!owner) throw new Error('a field note needs a signed-in user');
      const { clientKey: _sentByTheQueue, ...values } = input;
      return enqueueNote(await deviceDb(), {
        ...owner,
        values: {
          ...values,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
          accuracyM: position?.accuracyM ?? null,
          plotId: position?.plot?.id ?? null,
          recordedAt: (queued?.note.values.recordedAt as string | undefined) ?? new Date().toISOString(),
        },
        server: note && { id: note.id, version: version ?? note.version },
        clientKey: queued?.note.clientKey,
        photos,
      });
    },
    savesOffline: true,
    resourceKey: fieldNoteKeys.all,
    successMessage: t('fieldOperations.fieldNotes.offline.savedOnDevice'),
    listHref: paths.fieldNotes.href(),
  });
  const { fields, form, intent } = handle;
  // An infestation analysis grades the infestation and its pattern: both become required (spec 3).
  const analysis = useFormData(
    form.id,
    (data) => data.get(fields.tipo.name) === String(FIELD_NOTE_INFESTATION_ANALYSIS),
    { fallback: note?.tipo === FIELD_NOTE_INFESTATION_ANALYSIS },
  );
  return (
    <RegisterForm handle={handle}>
      <SelectField
        field={fields.tipo}
        label={t('fieldOperations.fieldNotes.fields.type')}
        options={labels.typeOptions}
      />
      <DateField field={fields.data} label={t('fieldOperations.fieldNotes.fields.date')} maw="16rem" />
      <FieldNotePosition
        value={position}
        onChange={setPosition}
        onFillPlaces={(plot) => {
          const place = placeOfPlot(plot);
          for (const level of PLACE_LEVELS) intent.update({ name: fields[level].name, value: place[level] });
        }}
      />
      <PlaceFields
        fields={fields}
        onPlace={(place) => {
          for (const level of PLACE_LEVELS) intent.update({ name: fields[level].name, value: place[level] });
        }}
      />
      <SelectField
        field={fields.infestacao}
        label={t('fieldOperations.fieldNotes.fields.infestation')}
        options={labels.infestationOptions}
        required={analysis}
        maw="16rem"
      />
      <SelectField
        field={fields.padrao}
        label={t('fieldOperations.fieldNotes.fields.pattern')}
        options={labels.patternOptions}
        required={analysis}
        maw="16rem"
      />
      <ObservationsField
        field={fields.observacoes}
        label={t('fieldOperations.fieldNotes.fields.observations')}
      />
      {note && note.photos.length > 0 ? <StoredPhotos note={note} /> : null}
      <FieldNotePhotos photos={photos} onChange={setPhotos} />
    </RegisterForm>
  );
}

/** A queued note read from the device (undefined while it is read, null when it is not there). */
function useQueuedStart(clientKey: string | null): QueuedStart | null | undefined {
  const [queued, setQueued] = useState<QueuedStart | null>();
  useEffect(() => {
    if (clientKey === null) return undefined;
    let current = true;
    void deviceDb().then(async (db) => {
      const note = await db.get('notes', clientKey);
      const photos = note ? await notePhotos(db, clientKey) : [];
      if (current) setQueued(note ? { note, photos } : null);
    });
    return () => {
      current = false;
    };
  }, [clientKey]);
  return queued;
}

/**
 * A new note opened from a monitoring alert (`?plot=<id>&date=<yyyy-mm-dd>`) starts with that plot's
 * places and that date; it waits for the customer's plots to know the places.
 */
function NewFieldNoteForm() {
  const [params] = useSearchParams();
  const plotId = readIdParam(params.get('plot'));
  const date = params.get('date') ?? '';
  const queuedKey = params.get('queued');
  const plots = useCustomerPlots();
  const queued = useQueuedStart(queuedKey);
  if (queuedKey !== null) {
    if (queued === undefined) return <Skeleton height={320} aria-hidden />;
    if (queued !== null) return <FieldNoteForm note={undefined} queued={queued} />;
  }
  if (plotId !== null && plots.isPending) return <Skeleton height={320} aria-hidden />;
  const plot = plotId === null ? undefined : plots.data?.find((candidate) => candidate.id === plotId);
  const start: FieldNoteStart = {
    ...(plot ? placeOfPlot(plot) : {}),
    ...(ISO_DATE.test(date) ? { data: date } : {}),
  };
  return <FieldNoteForm note={undefined} start={Object.keys(start).length > 0 ? start : undefined} />;
}

/**
 * `/field-notes/new` and `/field-notes/{id}/edit`: what was seen on a plot on a day; a stored note's
 * history below its form (a note still only on the device has none yet).
 */
export function FieldNoteFormPage() {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('fieldOperations.fieldNotes.newTitle')}
      editTitle={t('fieldOperations.fieldNotes.editTitle')}
      listHref={paths.fieldNotes.href()}
      recordOptions={(id) => fieldNoteQueryOptions(api, id)}
      renderAside={(id) => <FieldNoteHistory noteId={id} />}
    >
      {(note) => (note ? <FieldNoteForm note={note} /> : <NewFieldNoteForm />)}
    </RegisterFormPage>
  );
}
