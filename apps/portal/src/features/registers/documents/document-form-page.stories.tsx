import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';

import { paths } from '../../../config/paths';
import { withFakeClient } from '../../../testing/report-story';
import { chooseOption, registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { emptyHistory } from '../../../testing/staff-session';
import { DocumentFormPage } from './document-form-page';
import {
  DOCUMENTS_API,
  documentLookupRoutes,
  dropOnZone,
  fakeDocumentsServer,
  stalledUpload,
} from './documents-fixtures';

const meta = {
  title: 'Portal/Registers/Documents/Form',
  component: DocumentFormPage,
  ...registerFormMeta(paths.documents, DocumentFormPage, fakeDocumentsServer().routes),
} satisfies Meta<typeof DocumentFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const fileInput = () => screen.getByLabelText(/^Arquivo/);

/** A valid new document: its customer, its classification and a PDF report. */
async function chooseReport() {
  await chooseOption('Cliente', 'Agro Cerrado');
  await chooseOption('Tipo de documento', 'Relatório técnico (.pdf)');
  await chooseOption('Categoria', 'Relatórios técnicos');
  await chooseOption('Assunto', 'Monitoramento');
  dropOnZone(fileInput(), new File([new Uint8Array(10_240)], 'laudo-outubro.pdf'));
}

const stories = registerFormStories({
  api: DOCUMENTS_API,
  editPath: paths.documents.editHref(1),
  shown: { label: 'Descrição', value: 'Laudo do primeiro semestre' },
  typed: { Descrição: 'Laudo de outubro' },
  required: 4,
  titles: {
    new: { 'pt-BR': 'Novo documento', 'en-US': 'New document', es: 'Nuevo documento' },
    edit: { 'pt-BR': 'Editar documento', 'en-US': 'Edit document', es: 'Editar documento' },
  },
  lookups: documentLookupRoutes,
  choose: chooseReport,
});

export const New: Story = stories.New;
export const Edit: Story = stories.Edit;
export const Invalid: Story = stories.Invalid;
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;

/** Saved without a file: the spec's own words. */
export const FileMissing: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    await expect(await screen.findByText('Por favor, importe um arquivo')).toBeVisible();
    await expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A file dropped that is not of the chosen type is refused at once, saying why. */
export const WrongExtension: Story = {
  play: async () => {
    await chooseOption('Tipo de documento', 'Planilha de inventário (.csv)');
    await expect(await screen.findByText(/O tipo escolhido aceita arquivos \.csv\./)).toBeVisible();
    dropOnZone(fileInput(), new File(['%PDF'], 'mapa.pdf'));
    await expect(
      await screen.findByText('A extensão do arquivo não corresponde ao tipo de documento.'),
    ).toBeVisible();
  },
};

/** The file on its way: the bar and the bytes sent so far. */
export const Uploading: Story = {
  parameters: withFakeClient({
    ...documentLookupRoutes,
    [`POST ${DOCUMENTS_API}`]: stalledUpload(0.4),
    ...emptyHistory,
  }),
  play: async () => {
    await chooseReport();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const bar = await screen.findByRole('progressbar', { name: 'Envio do arquivo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(screen.getByText('40% enviado (4 kB de 10 kB)')).toBeVisible();
  },
};

/** Editing keeps the stored file unless another is chosen. */
export const EditKeepsFile: Story = {
  parameters: { path: paths.documents.editHref(1) },
  play: async () => {
    await expect(
      await screen.findByText(/Arquivo atual: laudo-monitoramento-2026\.pdf \(1,5 MB\)/),
    ).toBeVisible();
    await expect(screen.getByLabelText(/^Substituir arquivo/)).not.toBeRequired();
  },
};
