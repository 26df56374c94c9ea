import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../../config/paths';
import { registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { DOCUMENT_TYPES_API, fakeDocumentTypesRegister } from './document-types-fixtures';
import { DocumentTypeFormPage } from './document-type-form-page';

const meta = {
  title: 'Portal/Registers/Document types/Form',
  component: DocumentTypeFormPage,
  ...registerFormMeta(paths.documentTypes, DocumentTypeFormPage, fakeDocumentTypesRegister().routes),
} satisfies Meta<typeof DocumentTypeFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerFormStories({
  api: DOCUMENT_TYPES_API,
  editPath: paths.documentTypes.editHref(1),
  shown: { label: 'Descrição', value: 'Relatório técnico' },
  typed: { Descrição: 'Imagem de satélite', Extensão: 'tif' },
  required: 2,
  titles: {
    new: { 'pt-BR': 'Novo tipo de documento', 'en-US': 'New document type', es: 'Nuevo tipo de documento' },
    edit: {
      'pt-BR': 'Editar tipo de documento',
      'en-US': 'Edit document type',
      es: 'Editar tipo de documento',
    },
  },
});

export const New: Story = stories.New;
export const Edit: Story = stories.Edit;
export const Invalid: Story = stories.Invalid;
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
