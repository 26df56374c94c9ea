import { createFakeApiClient, fakeUser, neverSettles, serverFailureError } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { queryClient, queryDefaults } from '../../../lib/query-client';
import { sessionAs, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { AppLayout } from '../../shell/components/app-layout';
import { vegetationRoutes } from '../vegetation-fixtures';
import { VegetationPage } from './vegetation-page';

const PATH = '/vegetation';
const client = (...args: Parameters<typeof vegetationRoutes>) => ({
  dossel: { client: createFakeApiClient({}, vegetationRoutes(...args)) },
});
/** A failed call shows its message at once instead of after the client's retries, then retries return. */
const withoutRetries = () => {
  queryClient.setDefaultOptions({ queries: { ...queryDefaults.queries, retry: false } });
  return () => queryClient.setDefaultOptions({ queries: queryDefaults.queries });
};

const meta = {
  title: 'Portal/Screens/Vegetation',
  component: VegetationPage,
  decorators: [
    () => (
      <StoryRouter
        path={PATH}
        routes={[{ element: <AppLayout />, children: [{ path: '*', element: <VegetationPage /> }] }]}
      />
    ),
    withPortalTexts,
  ],
  beforeEach: () => {
    localStorage.clear();
    // The portal's one query client outlives a story: each starts from its own fake server.
    queryClient.clear();
    sessionAs({ token: 'story-token', user: fakeUser, isLoggedIn: true, currentCustomer: 1 })();
  },
  parameters: { layout: 'fullscreen', ...client() },
} satisfies Meta<typeof VegetationPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The plot's series has not arrived yet. */
export const Loading: Story = {
  parameters: client(undefined, { 'GET /reports/vegetation': () => neverSettles() }),
  play: async () => {
    const loading = await screen.findByText('Carregando os dados…');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The plot has no index series. */
export const Empty: Story = {
  parameters: client([]),
  play: async () => {
    await expect(await screen.findByText('Sem informações para esses filtros.')).toBeVisible();
  },
};

/** The server failed: its message where the chart would be. */
export const ServerError: Story = {
  beforeEach: withoutRetries,
  parameters: client(undefined, {
    'GET /reports/vegetation': () => {
      throw serverFailureError();
    },
  }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  },
};

/** The first plot's NDVI and EVI, the customer's mean dashed beside them, and the table. */
export const WithData: Story = {
  play: async () => {
    const table = within(await screen.findByRole('table'));
    await expect(await table.findByRole('row', { name: /01\/01\/2026/ })).toHaveTextContent('0,438');
    await expect(screen.getByRole('combobox', { name: 'Talhão' })).toHaveDisplayValue('SRI-001');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Vegetation' })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    await expect(await table.findByRole('columnheader', { name: "Customer's mean NDVI" })).toBeVisible();
    await expect(table.getByRole('row', { name: /01\/01\/2026/ })).toHaveTextContent('0.71');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Vegetación' })).toBeVisible();
    await expect(await screen.findByRole('combobox', { name: 'Rodal' })).toHaveDisplayValue('SRI-001');
    await expect(await screen.findByText(/^EVI \(índice de vegetación mejorado\)/)).toBeVisible();
  },
};
