import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { plotsRoute } from '../../../testing/plot-fixtures';
import { registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { withFakeClient } from '../../../testing/report-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { FieldNoteFormPage } from './field-note-form-page';
import { FIELD_NOTES_API, fakeFieldNoteHistoryServer, fakeFieldNotesServer } from './field-notes-fixtures';

const meta = {
  title: 'Portal/Field operations/Field notes/Form',
  component: FieldNoteFormPage,
  ...registerFormMeta(paths.fieldNotes, FieldNoteFormPage, fakeFieldNotesServer().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof FieldNoteFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const combobox = (name: string) => screen.findByRole('combobox', { name });

const stories = registerFormStories({
  api: FIELD_NOTES_API,
  editPath: paths.fieldNotes.editHref(1),
  shown: { label: 'Talhão', value: 'CES-001' },
  typed: {
    Fazenda: 'Fazenda Cachoeira Escura',
    Região: 'Região Leste',
    Talhão: 'CES-001',
    Projeto: 'P1',
    Módulo: 'M1',
  },
  lookups: plotsRoute(),
  choose: async () => {
    await userEvent.selectOptions(await combobox('Tipo'), 'Tipo de combate');
    await userEvent.type(screen.getByLabelText(/^Data/), '2025-11-02');
  },
  // Type, date and the five places.
  required: 7,
  titles: {
    new: { 'pt-BR': 'Nova anotação de campo', 'en-US': 'New field note', es: 'Nueva nota de campo' },
    edit: { 'pt-BR': 'Editar anotação de campo', 'en-US': 'Edit field note', es: 'Editar nota de campo' },
  },
});

export const New: Story = stories.New;
export const Edit: Story = stories.Edit;
export const Invalid: Story = stories.Invalid;
/** An infestation analysis needs its infestation and pattern: both are refused while empty. */
export const InfestationAnalysisIncomplete: Story = {
  play: async () => {
    await userEvent.selectOptions(await combobox('Tipo'), 'Análise de infestação');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Infestação' })).toBeInvalid());
    await expect(screen.getByRole('combobox', { name: 'Padrão' })).toBeInvalid();
  },
};
/** Opened from a monitoring alert: the plot's places and the alert's date are filled in. */
export const FromMonitoringAlert: Story = {
  parameters: { path: paths.fieldNotes.newForPlotHref(21, '2025-10-15') },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Talhão' })).toHaveValue('CES-001');
    await expect(screen.getByRole('textbox', { name: 'Fazenda' })).toHaveValue('Fazenda Cachoeira Escura');
    await expect(screen.getByLabelText(/^Data/)).toHaveValue('15/10/2025');
  },
};
/**
 * A note whose photo the server holds: its thumbnail, and its removal after a confirmation (the history
 * below shows the photos added and removed).
 */
export const EditWithStoredPhoto: Story = {
  parameters: {
    path: paths.fieldNotes.editHref(3),
    ...withFakeClient({ ...plotsRoute(), ...fakeFieldNoteHistoryServer().routes }),
  },
  play: async () => {
    await expect(await screen.findByText('Fotos já enviadas', {}, { timeout: 30_000 })).toBeVisible();
    await expect(await screen.findByRole('img', { name: 'Foto 1' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remover foto 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remover a foto?' }));
    await expect(dialog.getByRole('button', { name: 'Manter' })).toBeVisible();
    await expect(dialog.getByText('A foto 1 será apagada desta anotação, também no servidor.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  },
};
// No 'Saving' or 'ServerRejection' here: a note is saved on the device at once and sent by the queue
// (issue 18); a refusal shows in the list's 'waiting to send' panel (queued-notes-panel.stories.tsx).
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
