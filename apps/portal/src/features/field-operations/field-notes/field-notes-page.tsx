import { fieldNoteKeys, fieldNotesQueryOptions, type FieldNote, type Language } from '@dossel/api-client';
import type { DataTableColumn } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { RegisterListPage } from '../../../components/registers/register-list-page';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { useFieldNoteLabels } from './field-note-labels';

/** `/field-notes`: the current customer's field notes, newest first. */
export function FieldNotesPage() {
  const { t, i18n } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useFieldNoteLabels();
  const language = i18n.language as Language;
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
    ],
    [t, labels, language],
  );
  return (
    <RegisterListPage
      title={t('menu.items.fieldNotes')}
      listOptions={fieldNotesQueryOptions(api)}
      resourceKey={fieldNoteKeys.all}
      columns={columns}
      defaultSort={{ column: 'data', direction: 'desc' }}
      paths={paths.fieldNotes}
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
