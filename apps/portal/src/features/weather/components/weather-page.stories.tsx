import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { neverSettles } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import {
  emptyStory,
  failsOnServer,
  loadingStory,
  phoneStory,
  reportStoryMeta,
  serverErrorStory,
  withFakeClient,
  withoutRetries,
} from '../../../testing/report-story';
import { weatherRoutes } from '../weather-fixtures';
import { WeatherPage } from './weather-page';

const meta = {
  title: 'Portal/Screens/Weather',
  component: WeatherPage,
  ...reportStoryMeta('/weather', WeatherPage, weatherRoutes()),
} satisfies Meta<typeof WeatherPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The places have not arrived yet. */
export const Loading: Story = loadingStory(
  withFakeClient(weatherRoutes({ [routeKey(monitoringEndpoints.weatherLocations)]: () => neverSettles() })),
);

/** The customer has no place with a weather series. */
export const Empty: Story = emptyStory(
  withFakeClient(weatherRoutes({ [routeKey(monitoringEndpoints.weatherLocations)]: () => [] })),
);

/** The server failed: its message where the screen would be. */
export const ServerError: Story = serverErrorStory(
  withFakeClient(weatherRoutes({ [routeKey(monitoringEndpoints.weatherLocations)]: failsOnServer })),
);

/** The forecast provider did not answer: that part says so, the rest stays. */
export const ForecastFailed: Story = {
  beforeEach: withoutRetries,
  parameters: withFakeClient(
    weatherRoutes({ [routeKey(monitoringEndpoints.weatherForecast)]: failsOnServer }),
  ),
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
    await expect(within(recent).getByText('Dados de demonstração')).toBeVisible();
    await expect((await screen.findAllByText('Previsão de demonstração')).length).toBeGreaterThan(0);
    await expect(await screen.findByText('Subúmido')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Weather' })).toBeVisible();
    await expect((await screen.findAllByText('Demo forecast')).length).toBeGreaterThan(0);
    await expect(await screen.findByText('Demo data')).toBeVisible();
    await expect(await screen.findByText('Sub-humid')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Clima' })).toBeVisible();
    await expect((await screen.findAllByText('Pronóstico de demostración')).length).toBeGreaterThan(0);
    await expect(await screen.findByText('Datos de demostración')).toBeVisible();
    await expect(await screen.findByText('Acumulado de 3 meses')).toBeVisible();
  },
};

/** On a 375 px phone every chart fits and the forecast table scrolls inside its frame. */
export const Phone: Story = phoneStory(async () => {
  await expect(await screen.findByText('Classe de aridez')).toBeVisible();
});
