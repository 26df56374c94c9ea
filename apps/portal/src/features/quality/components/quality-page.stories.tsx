import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import type { User } from '@dossel/api-client';
import { fakeUser, neverSettles, type FakeRoutes } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import {
  emptyStory,
  failsOnServer,
  loadingStory,
  phoneStory,
  reportStoryMeta,
  serverErrorStory,
  signedInAs,
  withFakeClient,
} from '../../../testing/report-story';
import { manyPlotsQualityRoutes, qualityRoutes } from '../quality-fixtures';
import { QualityPage } from './quality-page';

const PATH = '/quality';
const client = (routes: FakeRoutes, user: User = fakeUser) =>
  withFakeClient(routes, { me: async () => user });
/** Serra Azul without the quality service (2). */
const withoutQuality: User = { ...fakeUser, services_json: { '1': [1], '2': [1, 2, 8] } };

const meta = {
  title: 'Portal/Screens/Quality',
  component: QualityPage,
  ...reportStoryMeta(PATH, QualityPage, qualityRoutes()),
} satisfies Meta<typeof QualityPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The measurements have not arrived yet. */
export const Loading: Story = loadingStory(
  client(qualityRoutes(undefined, { [routeKey(monitoringEndpoints.metrics)]: () => neverSettles() })),
);

/** No plot of the customer was measured. */
export const Empty: Story = emptyStory(client(qualityRoutes([])));

/** The current customer has not contracted the quality service. */
export const NotContracted: Story = {
  beforeEach: signedInAs(withoutQuality),
  parameters: client(qualityRoutes(), withoutQuality),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serviço não contratado ou não disponível para este usuário/cliente.',
    );
  },
};

/** The server failed: its message where the figures would be. */
export const ServerError: Story = serverErrorStory(
  client(qualityRoutes(undefined, { [routeKey(monitoringEndpoints.metrics)]: failsOnServer })),
);

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
export const Phone: Story = phoneStory(async () => {
  await expect(await screen.findByRole('table')).toBeVisible();
});

/** Serra Azul's ~150 plots on a phone: the table shows 20 a page and scrolls inside its frame. */
export const PhoneManyPlots: Story = phoneStory(async () => {
  await expect(await screen.findByText('1–20 de 150')).toBeVisible();
  await expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(20);
}, client(manyPlotsQualityRoutes()));
