import { useFormData } from '@conform-to/react/future';
import {
  FIELD_NOTE_INFESTATION_ANALYSIS,
  fieldNoteInputSchema,
  fieldNoteKeys,
  fieldNoteQueryOptions,
  type FieldNote,
} from '@dossel/api-client';
import { Skeleton } from '@mantine/core';
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
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { ObservationsField } from '../components/observations-field';
import {
  PLACE_LEVELS,
  PlaceFields,
  placeOfPlot,
  useCustomerPlots,
  type Place,
} from '../components/place-fields';
import { useFieldNoteLabels } from './field-note-labels';

/** What a new note may start from: a monitored plot's places and a date (`?plot=<id>&date=<yyyy-mm-dd>`). */
type FieldNoteStart = Partial<Place> & { data?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function FieldNoteForm({ note, start }: { note: FieldNote | undefined; start?: FieldNoteStart }) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useFieldNoteLabels();
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
    prefill: start,
    save: (input, version) =>
      note
        ? api.fieldOperations.fieldNotes.update(note.id, { ...input, version: version ?? note.version })
        : api.fieldOperations.fieldNotes.create(input),
    resourceKey: fieldNoteKeys.all,
    successMessage: note ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'),
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
    </RegisterForm>
  );
}

/**
 * A new note opened from a monitoring alert (`?plot=<id>&date=<yyyy-mm-dd>`) starts with that plot's
 * places and that date; it waits for the customer's plots to know the places.
 */
function NewFieldNoteForm() {
  const [params] = useSearchParams();
  const plotId = readIdParam(params.get('plot'));
  const date = params.get('date') ?? '';
  const plots = useCustomerPlots();
  if (plotId !== null && plots.isPending) return <Skeleton height={320} aria-hidden />;
  const plot = plotId === null ? undefined : plots.data?.find((candidate) => candidate.id === plotId);
  const start: FieldNoteStart = {
    ...(plot ? placeOfPlot(plot) : {}),
    ...(ISO_DATE.test(date) ? { data: date } : {}),
  };
  return <FieldNoteForm note={undefined} start={Object.keys(start).length > 0 ? start : undefined} />;
}

/** `/field-notes/new` and `/field-notes/{id}/edit`: what was seen on a plot on a day. */
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
    >
      {(note) => (note ? <FieldNoteForm note={note} /> : <NewFieldNoteForm />)}
    </RegisterFormPage>
  );
}
