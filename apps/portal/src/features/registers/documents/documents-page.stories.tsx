import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import {
  DOCUMENTS_API,
  documentLookupRoutes,
  fakeDocuments,
  fakeDocumentsServer,
} from './documents-fixtures';
import { DocumentsPage } from './documents-page';

const meta = {
  title: 'Portal/Registers/Documents/List',
  component: DocumentsPage,
  ...registerListMeta(paths.documents, DocumentsPage, fakeDocumentsServer().routes),
} satisfies Meta<typeof DocumentsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: DOCUMENTS_API,
  rows: fakeDocuments,
  sample: { id: 2, label: 'inventario-vale-verde.csv' },
  refusal: 'Recurso não encontrado.',
  titles: { 'pt-BR': 'Documentos', 'en-US': 'Documents', es: 'Documentos' },
  lookups: documentLookupRoutes,
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
export const Filled: Story = stories.Filled;
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;

/** A link with the type filter: only that type's documents. */
export const FilteredByType: Story = {
  parameters: { path: `${paths.documents.href()}?type=2` },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('2'));
    await expect(await screen.findByRole('row', { name: /inventario-vale-verde\.csv/ })).toBeVisible();
    await expect(screen.queryByRole('row', { name: /laudo-monitoramento/ })).not.toBeInTheDocument();
  },
};
