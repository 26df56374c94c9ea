import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { neverSettles } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import {
  failsOnServer,
  loadingStory,
  phoneStory,
  reportStoryMeta,
  serverErrorStory,
  withFakeClient,
} from '../../../testing/report-story';
import { manySoils, soilRoutes } from '../soil-relief-fixtures';
import { SoilReliefPage } from './soil-relief-page';

const client = (...args: Parameters<typeof soilRoutes>) => withFakeClient(soilRoutes(...args));

const meta = {
  title: 'Portal/Screens/Soil and relief',
  component: SoilReliefPage,
  ...reportStoryMeta('/soilRelief', SoilReliefPage, soilRoutes()),
} satisfies Meta<typeof SoilReliefPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The soils have not arrived yet. */
export const Loading: Story = loadingStory(
  client(undefined, { [routeKey(monitoringEndpoints.soil)]: () => neverSettles() }),
);

/** No plot has soil data: each chart warns on its own (spec section 8), the table says there is nothing. */
export const Empty: Story = {
  parameters: client([]),
  play: async () => {
    await expect(
      await screen.findByText('Sem dados de ordem de solo para os talhões filtrados.'),
    ).toBeVisible();
    await expect(screen.getByText('Sem dados de classe textural para os talhões filtrados.')).toBeVisible();
    await expect(screen.getByText('Sem dados de altitude para os talhões filtrados.')).toBeVisible();
    await expect(screen.getByText('Sem dados de declividade para os talhões filtrados.')).toBeVisible();
    await expect(screen.getByText('Sem informações para esses filtros.')).toBeVisible();
  },
};

/** The server failed: its message where the charts would be. */
export const ServerError: Story = serverErrorStory(
  client(undefined, { [routeKey(monitoringEndpoints.soil)]: failsOnServer }),
);

/** Four charts of area by class and the table of the plots. */
export const WithData: Story = {
  play: async () => {
    const table = within(await screen.findByRole('table'));
    await expect(table.getByRole('row', { name: /SRI-001/ })).toHaveTextContent('Plano (0–3%)');
    await expect(screen.getAllByRole('button', { name: 'Baixar CSV' })).toHaveLength(5);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Soil and relief' })).toBeVisible();
    await expect(await screen.findByRole('heading', { level: 2, name: 'Area by slope class' })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    await expect(table.getByRole('row', { name: /SJO-001/ })).toHaveTextContent('Undulating (8–20%)');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Suelo y relieve' })).toBeVisible();
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Distribución de altitud' }),
    ).toBeVisible();
    const table = within(await screen.findByRole('table'));
    await expect(table.getByRole('row', { name: /SRI-002/ })).toHaveTextContent('Suavemente ondulado (3–8%)');
  },
};

/** On a 375 px phone the charts and the table stay inside the screen; wide parts scroll in their frames. */
export const Phone: Story = phoneStory(async () => {
  await expect(await screen.findByRole('table')).toBeVisible();
});

/** Serra Azul's ~150 plots on a phone: the table shows 20 a page and scrolls inside its frame. */
export const PhoneManyPlots: Story = phoneStory(async () => {
  await expect(await screen.findByText('1–20 de 150')).toBeVisible();
  await expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(20);
}, client(manySoils));
