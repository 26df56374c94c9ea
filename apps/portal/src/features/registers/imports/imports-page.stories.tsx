import { fakeUser, neverSettles, apiError, type FakeRoutes } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { signedInAs, withFakeClient } from '../../../testing/report-story';
import { chooseOption, staffScreenMeta } from '../../../testing/register-story';
import { emptyHistory } from '../../../testing/staff-session';
import {
  failedImport,
  fakeImportsServer,
  IMPORTS_API,
  invalidImport,
  publishedImport,
  queuedImport,
  validatingImport,
} from './imports-fixtures';
import { ImportsPage } from './imports-page';

const meta = {
  title: 'Portal/Registers/Imports',
  component: ImportsPage,
  ...staffScreenMeta(paths.imports, ImportsPage, fakeImportsServer().routes),
} satisfies Meta<typeof ImportsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const server = (extra: FakeRoutes) =>
  withFakeClient({ ...fakeImportsServer().routes, ...emptyHistory, ...extra });

/** The row of the import of `file`. */
const rowOf = async (file: string) =>
  (await screen.findByRole('link', { name: `Abrir a importação ${file}` })).closest('tr') as HTMLElement;

/** The list has not arrived: skeleton rows. */
export const Loading: Story = {
  parameters: server({ [`GET ${IMPORTS_API}`]: () => neverSettles() }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
  },
};

/** Nothing imported yet: the empty text, and 'Nova importação'. */
export const Empty: Story = {
  parameters: server({ [`GET ${IMPORTS_API}`]: () => [] }),
  play: async () => {
    await waitFor(() => expect(screen.getByText('Nenhuma importação ainda.')).toBeVisible());
    await expect(screen.getByRole('link', { name: 'Nova importação' })).toHaveAttribute(
      'href',
      paths.imports.newHref(),
    );
  },
};

/** One import in each status, newest first; those under way with their progress. */
export const EveryStatus: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Importações' })).toBeVisible();
    const validating = within(await rowOf(validatingImport.file_name));
    await expect(validating.getByText('Em validação')).toBeVisible();
    await expect(
      validating.getByRole('progressbar', { name: `Andamento da importação ${validatingImport.file_name}` }),
    ).toHaveAttribute('aria-valuenow', '25');
    await expect(validating.getByText('120 de 480')).toBeVisible();
    await expect(validating.getByText('Talhões')).toBeVisible();
    const queued = within(await rowOf(queuedImport.file_name));
    await expect(queued.getByText('Na fila')).toBeVisible();
    await expect(queued.getByText('Monitoramento de 15/11/2025')).toBeVisible();
    await expect(within(await rowOf(invalidImport.file_name)).getByText('Com problemas')).toBeVisible();
    await expect(within(await rowOf(invalidImport.file_name)).getByText('4')).toBeVisible();
    await expect(within(await rowOf(publishedImport.file_name)).getByText('Publicada')).toBeVisible();
    await expect(within(await rowOf(failedImport.file_name)).getByText('Falhou')).toBeVisible();
    await expect(within(await rowOf(failedImport.file_name)).getByText('Anomalias de dossel')).toBeVisible();
    for (const status of ['Pronta para publicar', 'Publicando', 'Revertida', 'Descartada']) {
      await expect(screen.getAllByText(status)[0]).toBeVisible();
    }
  },
};

/** One customer's imports, asked of the server; the choice stays in the address. */
export const ByCustomer: Story = {
  play: async () => {
    await rowOf(validatingImport.file_name);
    await chooseOption('Cliente', 'Florestal Vale Verde');
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: `Abrir a importação ${queuedImport.file_name}` }),
      ).not.toBeInTheDocument(),
    );
    await expect(await rowOf(validatingImport.file_name)).toBeVisible();
  },
};

/** An import under way: the list reads itself again until it has ended, with nobody reloading. */
export const UnderWay: Story = {
  parameters: server({
    [`GET ${IMPORTS_API}`]: (() => {
      let calls = 0;
      return () => {
        calls += 1;
        return calls === 1
          ? [validatingImport]
          : [{ ...validatingImport, status: 'ready', progress_done: 480, progress_total: 480 }];
      };
    })(),
  }),
  play: async () => {
    const row = within(await rowOf(validatingImport.file_name));
    await expect(row.getByText('Em validação')).toBeVisible();
    await waitFor(() => expect(row.getByText('Pronta para publicar')).toBeVisible(), { timeout: 5000 });
    await expect(row.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A customer's user who reaches the address: the API refuses (403), and the page says so. */
export const CustomerUserRefused: Story = {
  beforeEach: signedInAs(fakeUser),
  parameters: server({
    [`GET ${IMPORTS_API}`]: () => {
      throw apiError(403, 'errors.auth.forbidden', 'Você não tem acesso a este recurso.');
    },
  }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem acesso a este recurso.');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
    const row = within(
      (await screen.findByRole('link', { name: `Open the import ${validatingImport.file_name}` })).closest(
        'tr',
      ) as HTMLElement,
    );
    await expect(row.getByText('Validating')).toBeVisible();
    await expect(row.getByText('Plots')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'New import' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Importaciones' })).toBeVisible();
    const row = within(
      (await screen.findByRole('link', { name: `Abrir la importación ${queuedImport.file_name}` })).closest(
        'tr',
      ) as HTMLElement,
    );
    await expect(row.getByText('En cola')).toBeVisible();
    await expect(row.getByText('Competencia de malezas')).toBeVisible();
  },
};
