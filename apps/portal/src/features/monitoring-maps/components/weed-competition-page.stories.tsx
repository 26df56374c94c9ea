import { createFakeApiClient, fakeUser, neverSettles, type FakeRoutes } from '@dossel/api-client/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { queryClient, queryDefaults } from '../../../lib/query-client';
import { sessionAs, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { AppLayout } from '../../shell/components/app-layout';
import { monitoringMapRoutes, serverFailure } from '../monitoring-maps-fixtures';
import { WeedCompetitionPage } from './weed-competition-page';

const PATH = '/weedCompetition';
const MAP = 'Mapa de matocompetição dos talhões, por célula';
const client = (routes: FakeRoutes) => ({ dossel: { client: createFakeApiClient({}, routes) } });
/** A failed call shows its message at once instead of after the client's retries, then retries return. */
const withoutRetries = () => {
  queryClient.setDefaultOptions({ queries: { ...queryDefaults.queries, retry: false } });
  return () => queryClient.setDefaultOptions({ queries: queryDefaults.queries });
};
/** The screen in the app's frame, at `parameters.path` (a shared link) or the screen's own path. */
const inApp: Decorator = (_, { parameters }) => (
  <StoryRouter
    path={typeof parameters.path === 'string' ? parameters.path : PATH}
    routes={[{ element: <AppLayout />, children: [{ path: '*', element: <WeedCompetitionPage /> }] }]}
  />
);

const meta = {
  title: 'Portal/Screens/Weed competition',
  component: WeedCompetitionPage,
  decorators: [inApp, withPortalTexts],
  beforeEach: () => {
    localStorage.clear();
    // The portal's one query client outlives a story: each starts from its own fake server.
    queryClient.clear();
    sessionAs({ token: 'story-token', user: fakeUser, isLoggedIn: true, currentCustomer: 1 })();
  },
  parameters: { layout: 'fullscreen', ...client(monitoringMapRoutes()) },
} satisfies Meta<typeof WeedCompetitionPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The monitoring dates have not arrived yet. */
export const Loading: Story = {
  parameters: client(monitoringMapRoutes({ 'GET /reports/weeds/dates': () => neverSettles() })),
  play: async () => {
    const loading = await screen.findByText('Carregando os dados…');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The customer has no weed monitoring yet. */
export const Empty: Story = {
  parameters: client(monitoringMapRoutes({ 'GET /reports/weeds/dates': () => [] })),
  play: async () => {
    await expect(await screen.findByText('Sem informações para esses filtros.')).toBeVisible();
  },
};

/** The server failed: its message where the data would be. */
export const ServerError: Story = {
  beforeEach: withoutRetries,
  parameters: client(monitoringMapRoutes({ 'GET /reports/weeds/dates': serverFailure })),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  },
};

/** The latest monitoring: the plots on the map with their cells by level, and the table with its alert. */
export const WithData: Story = {
  play: async () => {
    await expect(await screen.findByRole('region', { name: MAP }, { timeout: 30_000 })).toBeVisible();
    const alerted = (await screen.findByRole('button', { name: 'Mostrar SR-001 no mapa' })).closest('tr');
    await expect(within(alerted as HTMLElement).getByText('Alerta')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Data do monitoramento' })).toHaveDisplayValue(
      '15/11/2025',
    );
  },
};

/** A shared link: October, one farm, one plot selected (and fitted on the map). */
export const FilteredWithSelection: Story = {
  parameters: { path: `${PATH}?date=2025-10-15&gloc1=Fazenda+Santa+Rita&plot=101` },
  play: async () => {
    await expect(await screen.findByRole('region', { name: MAP }, { timeout: 30_000 })).toBeVisible();
    await expect(await screen.findByRole('button', { name: 'Mostrar SR-001 no mapa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(screen.queryByText('BV-001')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Weed competition' })).toBeVisible();
    await expect(await screen.findByRole('columnheader', { name: 'Infested area (ha)' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Download infested areas (GeoJSON)' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('columnheader', { name: 'Área infestada (ha)' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Fecha del monitoreo' })).toHaveDisplayValue(
      '15/11/2025',
    );
    await expect(screen.getAllByText('No monitoreado').length).toBeGreaterThan(0);
  },
};

const viewport = (name: string, width: number, height: number) => ({
  viewport: {
    options: { [name]: { name, styles: { width: `${width}px`, height: `${height}px` }, type: 'mobile' } },
  },
});

/** On a 375 px phone the map takes the width and the table scrolls inside its frame. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: viewport('phone375', 375, 667),
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    await expect(await screen.findByRole('button', { name: 'Mostrar SR-001 no mapa' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
