import { fieldNotesEndpoints, routeKey } from '@dossel/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, screen, waitFor, within } from 'storybook/test';

import { withPortalTexts } from '../../../testing/story-helpers';
import { atViewport, failsOnServer, serverErrorStory, withFakeClient } from '../../../testing/report-story';
import { testQueryClient } from '../../../testing/test-services';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { FieldNoteHistory } from './field-note-history';
import { fakeFieldNoteHistoryServer } from './field-notes-fixtures';

const withQueryClient: Decorator = (Story) => (
  <QueryClientProvider client={testQueryClient()}>
    <Story />
  </QueryClientProvider>
);

const meta = {
  title: 'Portal/Field operations/Field notes/History',
  component: FieldNoteHistory,
  decorators: [withQueryClient, withPortalTexts],
  beforeEach: signedInForFieldOperations,
  args: { noteId: 3 },
  parameters: withFakeClient(fakeFieldNoteHistoryServer().routes),
} satisfies Meta<typeof FieldNoteHistory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The entries' tables, newest first, once every thumbnail has been drawn or said to be gone. */
async function entries(): Promise<HTMLElement[]> {
  const tables = await screen.findAllByRole('table');
  await waitFor(() =>
    expect(document.querySelector('[aria-hidden="true"].mantine-Skeleton-root')).toBeNull(),
  );
  await waitFor(() => {
    for (const image of document.querySelectorAll('img'))
      expect(image.complete && image.naturalWidth > 0).toBe(true);
  });
  return tables;
}

/**
 * Written in the field, two photos added when it was sent, then the first removed: each entry shows the
 * photos it names as thumbnails, the one removed since as 'Foto removida'; choices by their names.
 */
export const PhotosAddedAndRemoved: Story = {
  play: async () => {
    const [removal, added, created] = (await entries()) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      expect.stringMatching(/^Alterado em 27\/11\/2026/),
      expect.stringMatching(/^Alterado em 27\/11\/2026/),
      expect.stringMatching(/^Criado em 27\/11\/2026/),
    ]);
    const photosRow = within(removal).getByRole('row', { name: /^Fotos/ });
    await expect(within(photosRow).getByText('Foto removida')).toBeVisible();
    await expect(within(photosRow).getAllByRole('img', { name: 'Foto nº 11' })).toHaveLength(2);
    await expect(within(removal).getByRole('row', { name: 'Infestação Muita Razoável' })).toBeVisible();
    const addedRow = within(added).getByRole('row', { name: /^Fotos/ });
    await expect(within(addedRow).getByText('(vazio)')).toBeVisible();
    await expect(within(addedRow).getByText('Foto removida')).toBeVisible();
    await expect(within(addedRow).getByRole('img', { name: 'Foto nº 11' })).toBeVisible();
    await expect(within(created).getByRole('row', { name: 'Tipo Análise de infestação' })).toBeVisible();
    await expect(within(created).getByRole('row', { name: 'Talhão monitorado CES-001' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Change history', level: 2 })).toBeVisible();
    const [removal, , created] = (await entries()) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(removal).getByText('Photo removed')).toBeVisible();
    await expect(within(removal).getAllByRole('img', { name: 'Photo no. 11' })).toHaveLength(2);
    await expect(within(created).getByRole('row', { name: 'Type Infestation analysis' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Historial de cambios', level: 2 }),
    ).toBeVisible();
    const [removal] = (await entries()) as [HTMLElement];
    await expect(within(removal).getByText('Foto eliminada')).toBeVisible();
    await expect(within(removal).getAllByRole('img', { name: 'Foto n.º 11' })).toHaveLength(2);
  },
};

/** On a 375 px phone each field stacks over its values, the thumbnails wrapping within the screen. */
export const Phone: Story = {
  ...atViewport('phone375', 375, 667),
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    await entries();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Without network the history is not asked for: it says it shows once the device is online. */
export const Offline: Story = {
  beforeEach: () => {
    signedInForFieldOperations();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    return () => {
      delete (navigator as { onLine?: boolean }).onLine;
    };
  },
  parameters: withFakeClient({
    [routeKey(fieldNotesEndpoints.history)]: () => {
      throw new Error('the history is asked for offline');
    },
  }),
  play: async () => {
    await expect(
      await screen.findByText('O histórico aparece quando o aparelho estiver conectado.'),
    ).toBeVisible();
    await expect(screen.queryByRole('table')).toBeNull();
  },
};

/** The server failed: its message, at once. */
export const ServerError: Story = serverErrorStory(
  withFakeClient({ [routeKey(fieldNotesEndpoints.history)]: failsOnServer }),
);
