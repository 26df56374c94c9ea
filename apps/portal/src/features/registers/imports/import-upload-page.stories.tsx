import { apiError, type FakeRoutes } from '@dossel/api-client/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { signedInAs, withFakeClient } from '../../../testing/report-story';
import { AppLayout } from '../../../app/shell/components/app-layout';
import { dropOnZone } from '../documents/documents-fixtures';
import { chooseOption } from '../../../testing/register-story';
import { emptyHistory, fakeStaff } from '../../../testing/staff-session';
import { ImportPage } from './import-page';
import { ImportUploadPage } from './import-upload-page';
import { fakeImportsServer, IMPORTS_API, stalledImportUpload } from './imports-fixtures';

/** The form at /imports/new in the app's frame, and the import's page it goes to once the file is sent. */
const inApp: Decorator = () => (
  <StoryRouter
    path={paths.imports.newHref()}
    routes={[
      {
        element: <AppLayout />,
        children: [
          { path: paths.imports.newPath, element: <ImportUploadPage /> },
          { path: paths.imports.detailPath, element: <ImportPage /> },
        ],
      },
    ]}
  />
);

const server = (extra: FakeRoutes = {}) =>
  withFakeClient({ ...fakeImportsServer().routes, ...emptyHistory, ...extra });

const meta = {
  title: 'Portal/Registers/Imports/New',
  component: ImportUploadPage,
  decorators: [inApp, withPortalTexts],
  beforeEach: signedInAs(fakeStaff),
  parameters: { layout: 'fullscreen', ...server() },
} satisfies Meta<typeof ImportUploadPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const fileInput = () => screen.getByLabelText(/^Arquivo/);

/** A GeoTIFF of 10 kB, as the analysts' classification rasters come. */
const raster = () => new File([new Uint8Array(10_240)], 'mato-serra-azul.tif');

/** Weeds of 10/11/2025 for Serra Azul, with its raster. */
async function chooseWeeds() {
  await chooseOption('Cliente', 'Reflorestadora Serra Azul');
  await chooseOption('Tipo de dado', 'Matocompetição');
  const date = await screen.findByLabelText(/^Data do monitoramento/);
  await userEvent.type(date, '2025-11-10');
  dropOnZone(fileInput(), raster());
}

/** The empty form: the customer, the kind, and the file, whose extensions the kind decides. */
export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Nova importação' })).toBeVisible();
    await expect(screen.getByText('Escolha o tipo de dado: ele define os arquivos aceitos.')).toBeVisible();
    await expect(screen.queryByLabelText(/^Data do monitoramento/)).not.toBeInTheDocument();
    await chooseOption('Tipo de dado', 'Talhões');
    await expect(
      await screen.findByText('Arquivos aceitos: .geojson, .json, .zip, .kml, .kmz.'),
    ).toBeVisible();
    await expect(fileInput()).toHaveAttribute('accept', '.geojson,.json,.zip,.kml,.kmz');
  },
};

/** Sent empty: each required field says so, and nothing is sent. */
export const Invalid: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    await expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    await expect(screen.getByText('Por favor, importe um arquivo')).toBeVisible();
  },
};

/** Weeds and anomalies are of a monitoring date, which cannot be in the future (the contract's words). */
export const FutureDate: Story = {
  play: async () => {
    await chooseOption('Tipo de dado', 'Anomalias de dossel');
    const date = await screen.findByLabelText(/^Data do monitoramento/);
    await userEvent.type(date, '2027-01-15');
    await userEvent.tab();
    await expect(await screen.findByText('A data não pode estar no futuro')).toBeVisible();
    await expect(fileInput()).toHaveAttribute('accept', '.tif,.tiff,.geojson,.json');
  },
};

/** A file the kind does not take is refused as soon as it is dropped. */
export const WrongExtension: Story = {
  play: async () => {
    await chooseOption('Tipo de dado', 'Talhões');
    dropOnZone(fileInput(), raster());
    await expect(
      await screen.findByText('Esse tipo de dado não aceita arquivos com essa extensão.'),
    ).toBeVisible();
  },
};

/** The file on its way: the bar and the bytes sent so far; the form waits. */
export const Uploading: Story = {
  parameters: server({ [`POST ${IMPORTS_API}`]: stalledImportUpload(0.4) }),
  play: async () => {
    await chooseWeeds();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const bar = await screen.findByRole('progressbar', { name: 'Envio do arquivo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(screen.getByText('40% enviado (4 kB de 10 kB)')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
  },
};

/** Sent: the import's page follows it, queued. */
export const Sent: Story = {
  play: async () => {
    await chooseWeeds();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Matocompetição de Reflorestadora Serra Azul' }),
    ).toBeVisible();
    const panel = within(screen.getByRole('region', { name: 'Situação' }));
    await expect(panel.getByText('Na fila')).toBeVisible();
    await expect(screen.getByText('Monitoramento de 10/11/2025')).toBeVisible();
    await expect(screen.getByText(/^mato-serra-azul\.tif \(10 kB\)/)).toBeVisible();
  },
};

/** The server refuses the file: its reason shows, and every value stays to send again. */
export const Refused: Story = {
  parameters: server({
    [`POST ${IMPORTS_API}`]: () => {
      throw apiError(413, 'errors.imports.tooLarge', 'O arquivo passa do limite de 500 MB.');
    },
  }),
  play: async () => {
    await chooseWeeds();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('O arquivo não foi enviado');
    await expect(alert).toHaveTextContent('O arquivo passa do limite de 500 MB.');
    await expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('1');
    await expect(screen.getByRole('combobox', { name: 'Tipo de dado' })).toHaveValue('weeds');
    await expect(screen.getByLabelText(/^Data do monitoramento/)).toHaveValue('10/11/2025');
    await expect(screen.getByText('Escolhido: mato-serra-azul.tif (10 kB)')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'New import' })).toBeVisible();
    await chooseOption('Kind of data', 'Weed competition');
    await expect(await screen.findByLabelText(/^Monitoring date/)).toBeVisible();
    await expect(screen.getByText('Accepted files: .tif, .tiff, .geojson, .json.')).toBeVisible();
  },
};
