import {
  apiError,
  createFakeApiClient,
  fakeUser,
  neverSettles,
  type FakeRoutes,
} from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { queryClient, queryDefaults } from '../../../lib/query-client';
import { sessionAs, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { AppLayout } from '../../shell/components/app-layout';
import { weatherRoutes } from '../weather-fixtures';
import { WeatherPage } from './weather-page';

const PATH = '/weather';
const client = (routes: FakeRoutes) => ({ dossel: { client: createFakeApiClient({}, routes) } });
const failure = () => {
  throw apiError(500, 'unexpected', 'Ocorreu um erro inesperado.');
};
/** A failed call shows its message at once instead of after the client's retries, then retries return. */
const withoutRetries = () => {
  queryClient.setDefaultOptions({ queries: { ...queryDefaults.queries, retry: false } });
  return () => queryClient.setDefaultOptions({ queries: queryDefaults.queries });
};

const meta = {
  title: 'Portal/Screens/Weather',
  component: WeatherPage,
  decorators: [
    () => (
      <StoryRouter
        path={PATH}
        routes={[{ element: <AppLayout />, children: [{ path: '*', element: <WeatherPage /> }] }]}
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
  parameters: { layout: 'fullscreen', ...client(weatherRoutes()) },
} satisfies Meta<typeof WeatherPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The places have not arrived yet. */
export const Loading: Story = {
  parameters: client(weatherRoutes({ 'GET /reports/weather/locations': () => neverSettles() })),
  play: async () => {
    const loading = await screen.findByText('Carregando os dados…');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The customer has no place with a weather series. */
export const Empty: Story = {
  parameters: client(weatherRoutes({ 'GET /reports/weather/locations': () => [] })),
  play: async () => {
    await expect(await screen.findByText('Sem informações para esses filtros.')).toBeVisible();
  },
};

/** The server failed: its message where the screen would be. */
export const ServerError: Story = {
  beforeEach: withoutRetries,
  parameters: client(weatherRoutes({ 'GET /reports/weather/locations': failure })),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  },
};

/** The forecast provider did not answer: that part says so, the rest stays. */
export const ForecastFailed: Story = {
  beforeEach: withoutRetries,
  parameters: client(weatherRoutes({ 'GET /reports/weather/forecast': failure })),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
    await expect(await screen.findByText('Classe de aridez')).toBeVisible();
  },
};

/** Recent rain, the labelled demo forecast, the history since 1980 and the aridity of the first place. */
export const WithData: Story = {
  play: async () => {
    const recent = await screen.findByRole('region', { name: 'Chuva recente' });
    await expect(await within(recent).findByText('250,5 mm')).toBeVisible();
    await expect((await screen.findAllByText('Previsão de demonstração')).length).toBeGreaterThan(0);
    await expect(await screen.findByText('Subúmido')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Weather' })).toBeVisible();
    await expect((await screen.findAllByText('Demo forecast')).length).toBeGreaterThan(0);
    await expect(await screen.findByText('Sub-humid')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Clima' })).toBeVisible();
    await expect((await screen.findAllByText('Pronóstico de demostración')).length).toBeGreaterThan(0);
    await expect(await screen.findByText('Acumulado de 3 meses')).toBeVisible();
  },
};

const viewport = (name: string, width: number, height: number) => ({
  viewport: {
    options: { [name]: { name, styles: { width: `${width}px`, height: `${height}px` }, type: 'mobile' } },
  },
});

/** On a 375 px phone every chart fits and the forecast table scrolls inside its frame. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: viewport('phone375', 375, 667),
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    await expect(await screen.findByText('Classe de aridez')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
