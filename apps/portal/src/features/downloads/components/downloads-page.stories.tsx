import { documentsEndpoints, routeKey } from '@dossel/api-client';
import { apiError, neverSettles } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import {
  atViewport,
  emptyStory,
  phoneStory,
  reportStoryMeta,
  withFakeClient,
} from '../../../testing/report-story';
import { downloadsRoutes, fakeDocument, stalledDownload } from '../../../testing/downloads-fixtures';
import { DownloadsPage } from './downloads-page';

const someDocuments = [1, 2, 3, 4, 5].map((id) => fakeDocument(id));
const manyDocuments = Array.from({ length: 22 }, (_, index) => fakeDocument(index + 1));
const client = (...args: Parameters<typeof downloadsRoutes>) => withFakeClient(downloadsRoutes(...args));

const meta = {
  title: 'Portal/Screens/Downloads',
  component: DownloadsPage,
  ...reportStoryMeta('/downloads/documents', DownloadsPage, downloadsRoutes(someDocuments)),
} satisfies Meta<typeof DownloadsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The list has not arrived yet: skeleton rows in its place. */
export const Loading: Story = {
  parameters: client([], { [routeKey(documentsEndpoints.list)]: () => neverSettles() }),
  play: async () => {
    const loading = await screen.findByText('Carregando documentos…');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** No document matches the filters. */
export const Empty: Story = emptyStory(client([]));

/** The current customer's documents, filters above and the selection counter. */
export const WithDocuments: Story = {
  play: async () => {
    await expect(await screen.findByRole('row', { name: /relatorio-1-cliente-1\.pdf/ })).toBeVisible();
    await expect(screen.getByText('0 de 20 selecionados')).toBeVisible();
  },
};

/** Twenty documents chosen: the twenty-first is refused with a message and stays unchecked. */
export const SelectionAtLimit: Story = {
  parameters: client(manyDocuments),
  play: async () => {
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Selecionar todos os documentos visíveis' }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você pode selecionar no máximo 20 documentos por vez.',
    );
    await expect(screen.getByText('20 de 20 selecionados')).toBeVisible();
    await expect(
      screen.getByRole('checkbox', { name: 'Selecionar relatorio-21-cliente-1.pdf' }),
    ).not.toBeChecked();
  },
};

/** A ZIP on its way: a bar without a value (its size is unknown) and the buttons disabled. */
export const DownloadingZip: Story = {
  // At 1440 px the table fits, with no scrollbar: at 1200 px a busy run once captured the scrollbar
  // painted a shade off its baseline while the bar and the button's loader animated (2026-11-28).
  globals: atViewport('wide1440', 1440, 900).globals,
  parameters: {
    ...atViewport('wide1440', 1440, 900).parameters,
    ...client(someDocuments, {
      [routeKey(documentsEndpoints.downloadMany)]: () => stalledDownload(300_000).stream,
    }),
  },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Selecionar relatorio-1-cliente-1.pdf' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar inventario-2-cliente-1.csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar selecionados (ZIP)' }));
    await expect(await screen.findByRole('progressbar', { name: 'Progresso do download' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /Baixar selecionados/ })).toBeDisabled();
  },
};

/** One document on its way: the bar fills against its known size. */
export const DownloadingOne: Story = {
  parameters: client(someDocuments, {
    [routeKey(documentsEndpoints.download, { id: 4 })]: () => stalledDownload(6144).stream,
  }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar inventario-4-cliente-1.csv' }));
    const progress = await screen.findByRole('progressbar', { name: 'Progresso do download' });
    await expect(progress).toHaveAttribute('aria-valuenow', '75');
  },
};

/** The server could not send the file. */
export const DownloadFailed: Story = {
  parameters: client(someDocuments, {
    [routeKey(documentsEndpoints.download, { id: 1 })]: () => {
      throw apiError(404, 'errors.documents.downloadFailed');
    },
  }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar relatorio-1-cliente-1.pdf' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tivemos um problema para baixar o documento. Tente novamente mais tarde',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Document downloads', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Subject' })).toBeVisible();
    await expect(screen.getByText('0 of 20 selected')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: client(manyDocuments),
  play: async () => {
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar todos los documentos visibles' }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Puede seleccionar como máximo 20 documentos a la vez.',
    );
  },
};

/** On a 375 px phone the table scrolls sideways inside its frame; the page itself never does. */
export const Phone: Story = phoneStory(async () => {
  await expect(await screen.findByRole('row', { name: /relatorio-1-cliente-1\.pdf/ })).toBeVisible();
});

/** On a 1440 px screen every column shows without scrolling. */
export const Wide: Story = {
  ...atViewport('wide1440', 1440, 900),
  play: async () => {
    await expect(window.innerWidth).toBe(1440);
    const table = await screen.findByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1440);
  },
};

/** The selection in the dark scheme on a 1440 px screen: the chosen rows marked, their buttons still legible. */
export const DarkSelection: Story = {
  ...SelectionAtLimit,
  globals: { ...atViewport('wide1440', 1440, 900).globals, colorScheme: 'dark' },
  parameters: { ...atViewport('wide1440', 1440, 900).parameters, ...client(manyDocuments) },
};
