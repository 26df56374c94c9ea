import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import { DOCUMENT_TYPES_API, fakeDocumentTypes, fakeDocumentTypesRegister } from './document-types-fixtures';
import { DocumentTypesPage } from './document-types-page';

const meta = {
  title: 'Portal/Registers/Document types/List',
  component: DocumentTypesPage,
  ...registerListMeta(paths.documentTypes, DocumentTypesPage, fakeDocumentTypesRegister().routes),
} satisfies Meta<typeof DocumentTypesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: DOCUMENT_TYPES_API,
  rows: fakeDocumentTypes,
  sample: { id: 1, label: 'Relatório técnico' },
  refusal: 'Existem documentos deste tipo; ele não pode ser excluído.',
  titles: { 'pt-BR': 'Tipos de documento', 'en-US': 'Document types', es: 'Tipos de documento' },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
export const Filled: Story = stories.Filled;
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
