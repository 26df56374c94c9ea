import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { FIELD_NOTES_API, fakeFieldNotes, fakeFieldNotesServer } from './field-notes-fixtures';
import { FieldNotesPage } from './field-notes-page';

const meta = {
  title: 'Portal/Field operations/Field notes/List',
  component: FieldNotesPage,
  ...registerListMeta(paths.fieldNotes, FieldNotesPage, fakeFieldNotesServer().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof FieldNotesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: FIELD_NOTES_API,
  rows: fakeFieldNotes,
  sample: { id: 2, label: 'Tipo de combate de 20/10/2025 em CES-001' },
  refusal: 'Este registro não pode ser excluído.',
  titles: { 'pt-BR': 'Anotações de campo', 'en-US': 'Field notes', es: 'Notas de campo' },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
/** Newest first, each with its type, place, infestation and pattern in words. */
export const Filled: Story = {
  play: async () => {
    await stories.Filled.play();
    await expect(await screen.findByRole('row', { name: /Análise de infestação/ })).toHaveTextContent(
      /Muita.*Sistemático/,
    );
  },
};
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Field notes' })).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: 'Delete Control type on 10/20/2025 at CES-001' }),
    ).toBeVisible();
  },
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Notas de campo' })).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: 'Eliminar Tipo de control del 20/10/2025 en CES-001' }),
    ).toBeVisible();
  },
};
