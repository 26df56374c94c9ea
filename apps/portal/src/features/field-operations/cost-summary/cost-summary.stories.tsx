import { operationsEndpoints, routeKey } from '@dossel/api-client';
import { neverSettles } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import {
  failsOnServer,
  loadingStory,
  phoneStory,
  reportStoryMeta,
  serverErrorStory,
  signedInAs,
  withFakeClient,
} from '../../../testing/report-story';
import { CostSummaryFrame } from './cost-summary-frame';
import { costSummaryRoutes, FIRST_HALF, valeVerdeUser } from './cost-summary-fixtures';

const client = (...args: Parameters<typeof costSummaryRoutes>) => withFakeClient(costSummaryRoutes(...args));

const meta = {
  title: 'Portal/Field operations/Cost summary',
  component: CostSummaryFrame,
  ...reportStoryMeta(`/operations${FIRST_HALF}`, CostSummaryFrame, costSummaryRoutes()),
  beforeEach: signedInAs(valeVerdeUser),
} satisfies Meta<typeof CostSummaryFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first half of 2026 on every farm: the figures, three charts and the table by group. */
export const WithData: Story = {
  play: async () => {
    await expect(await screen.findByText('R$ 15.082,50')).toBeVisible();
    const table = within(screen.getByRole('table', { name: 'Custos por grupo de operação' }));
    await expect(table.getByRole('row', { name: /Plantio/ })).toHaveTextContent('R$ 10.800,00');
    await expect(screen.getAllByRole('button', { name: 'Baixar CSV' })).toHaveLength(4);
  },
};

/** One farm chosen in the address: only its records count. */
export const OneFarm: Story = {
  parameters: { path: `/operations${FIRST_HALF}&farm=${encodeURIComponent('Fazenda Santa Rita')}` },
  play: async () => {
    await expect(await screen.findByText('R$ 5.800,00')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Fazenda' })).toHaveValue('Fazenda Santa Rita');
  },
};

/** The summary has not arrived yet. */
export const Loading: Story = loadingStory(
  client(undefined, { [routeKey(operationsEndpoints.summary)]: () => neverSettles() }),
);

/** No record in the period: the shared empty text. */
export const Empty: Story = {
  parameters: client([]),
  play: async () => {
    await expect(await screen.findByText('Sem informações para esses filtros.')).toBeVisible();
  },
};

/** The server failed: its message where the charts would be. */
export const ServerError: Story = serverErrorStory(
  client(undefined, { [routeKey(operationsEndpoints.summary)]: failsOnServer }),
);

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'Costs at a glance' })).toBeVisible();
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Cost per hectare by group' }),
    ).toBeVisible();
    await expect(screen.getByText('R$15,082.50')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Costos de un vistazo' }),
    ).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Finca' })).toBeVisible();
  },
};

/** On a 375 px phone the figures, charts and table stay inside the screen. */
export const Phone: Story = phoneStory(async () => {
  await expect(await screen.findByRole('table')).toBeVisible();
});
