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
} from '../../../testing/report-story';
import { vegetationRoutes } from '../vegetation-fixtures';
import { VegetationPage } from './vegetation-page';

const client = (...args: Parameters<typeof vegetationRoutes>) => withFakeClient(vegetationRoutes(...args));

const meta = {
  title: 'Portal/Screens/Vegetation',
  component: VegetationPage,
  ...reportStoryMeta('/vegetation', VegetationPage, vegetationRoutes()),
} satisfies Meta<typeof VegetationPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The plot's series has not arrived yet. */
export const Loading: Story = loadingStory(
  client(undefined, { [routeKey(monitoringEndpoints.vegetation)]: () => neverSettles() }),
);

/** The plot has no index series. */
export const Empty: Story = emptyStory(client([]));

/** The server failed: its message where the chart would be. */
export const ServerError: Story = serverErrorStory(
  client(undefined, { [routeKey(monitoringEndpoints.vegetation)]: failsOnServer }),
);

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

/** On a 375 px phone the chart fits and the table scrolls inside its frame; the page never does. */
export const Phone: Story = phoneStory(async () => {
  await expect(await screen.findByRole('table')).toBeVisible();
});
