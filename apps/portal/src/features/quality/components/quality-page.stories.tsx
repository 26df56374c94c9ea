import type { User } from '@dossel/api-client';
import {
  createFakeApiClient,
  fakeUser,
  neverSettles,
  serverFailureError,
  type FakeRoutes,
} from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { queryClient, queryDefaults } from '../../../lib/query-client';
import { sessionAs, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { AppLayout } from '../../shell/components/app-layout';
import { qualityRoutes } from '../quality-fixtures';
import { QualityPage } from './quality-page';

const PATH = '/quality';
const client = (routes: FakeRoutes, user: User = fakeUser) => ({
  dossel: { client: createFakeApiClient({ me: async () => user }, routes) },
});
/** A failed call shows its message at once instead of after the client's retries, then retries return. */
const withoutRetries = () => {
  queryClient.setDefaultOptions({ queries: { ...queryDefaults.queries, retry: false } });
  return () => queryClient.setDefaultOptions({ queries: queryDefaults.queries });
};
/** Serra Azul without the quality service (2). */
const withoutQuality: User = { ...fakeUser, services_json: { '1': [1], '2': [1, 2, 8] } };
const signedInAs = (user: User) =>
  sessionAs({ token: 'story-token', user, isLoggedIn: true, currentCustomer: 1 });

const meta = {
  title: 'Portal/Screens/Quality',
  component: QualityPage,
  decorators: [
    (_, { parameters }) => (
      <StoryRouter
        path={(parameters.path as string | undefined) ?? PATH}
        routes={[{ element: <AppLayout />, children: [{ path: '*', element: <QualityPage /> }] }]}
      />
    ),
    withPortalTexts,
  ],
  beforeEach: () => {
    localStorage.clear();
    // The portal's one query client outlives a story: each starts from its own fake server.
    queryClient.clear();
    signedInAs(fakeUser)();
  },
  parameters: { layout: 'fullscreen', ...client(qualityRoutes()) },
} satisfies Meta<typeof QualityPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The measurements have not arrived yet. */
export const Loading: Story = {
  parameters: client(qualityRoutes(undefined, { 'GET /reports/metrics': () => neverSettles() })),
  play: async () => {
    const loading = await screen.findByText('Carregando os dados…');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** No plot of the customer was measured. */
export const Empty: Story = {
  parameters: client(qualityRoutes([])),
  play: async () => {
    await expect(await screen.findByText('Sem informações para esses filtros.')).toBeVisible();
  },
};

/** The current customer has not contracted the quality service. */
export const NotContracted: Story = {
  beforeEach: () => signedInAs(withoutQuality)(),
  parameters: client(qualityRoutes(), withoutQuality),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serviço não contratado ou não disponível para este usuário/cliente.',
    );
  },
};

/** The server failed: its message where the figures would be. */
export const ServerError: Story = {
  beforeEach: withoutRetries,
  parameters: client(
    qualityRoutes(undefined, {
      'GET /reports/metrics': () => {
        throw serverFailureError();
      },
    }),
  ),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  },
};

/** Every plot's latest figures: charts, the table, and '—' where the stand is too young. */
export const WithData: Story = {
  play: async () => {
    const table = within(await screen.findByRole('table'));
    await expect(await table.findByRole('row', { name: /SRI-001/ })).toHaveTextContent('Em acompanhamento');
    await expect(table.getByRole('row', { name: /SJO-002/ })).toHaveTextContent('—');
    await expect(screen.getAllByRole('button', { name: 'Baixar CSV' })).toHaveLength(3);
  },
};

/** Opened on one farm, as from a shared link. */
export const OneFarm: Story = {
  parameters: { path: `${PATH}?farm=Fazenda+S%C3%A3o+Jo%C3%A3o` },
  play: async () => {
    const table = within(await screen.findByRole('table'));
    await expect(await table.findByRole('row', { name: /SJO-001/ })).toBeVisible();
    await expect(table.queryByRole('row', { name: /SRI-001/ })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Quality' })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    await expect(table.getByRole('columnheader', { name: 'Survival estimate (%)' })).toBeVisible();
    await expect(table.getByRole('row', { name: /SRI-002/ })).toHaveTextContent('Not supervised');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Calidad' })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    await expect(table.getByRole('columnheader', { name: 'Desempeño del manejo (%)' })).toBeVisible();
    await expect(table.getByRole('row', { name: /SRI-001/ })).toHaveTextContent('En seguimiento');
  },
};

/** On a 375 px phone the charts and the table stay inside the screen; wide parts scroll in their frames. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'phone375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    await expect(await screen.findByRole('table')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
