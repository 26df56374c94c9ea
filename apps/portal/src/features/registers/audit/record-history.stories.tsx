import { auditEndpoints, routeKey } from '@dossel/api-client';
import { neverSettles } from '@dossel/api-client/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, screen, within } from 'storybook/test';

import { withPortalTexts } from '../../../testing/story-helpers';
import { failsOnServer, serverErrorStory, withFakeClient } from '../../../testing/report-story';
import { auditRoutes, customerHistory, deletedEntryHistory, userHistory } from './audit-fixtures';
import { RecordHistory } from './record-history';
import { testQueryClient } from '../../../testing/test-services';

/** Server data as the signed-in layout provides it; each story starts from an empty cache. */
const withQueryClient: Decorator = (Story) => (
  <QueryClientProvider client={testQueryClient()}>
    <Story />
  </QueryClientProvider>
);

const meta = {
  title: 'Portal/Registers/Record history',
  component: RecordHistory,
  decorators: [withQueryClient, withPortalTexts],
  beforeEach: () => testQueryClient().clear(),
  args: { entity: 'customers', recordId: 4 },
  parameters: withFakeClient(auditRoutes([...customerHistory, ...userHistory, ...deletedEntryHistory])),
} satisfies Meta<typeof RecordHistory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The history has not arrived yet: a skeleton in its place. */
export const Loading: Story = {
  parameters: withFakeClient({ [routeKey(auditEndpoints.list)]: () => neverSettles() }),
  play: async () => {
    const loading = await screen.findByText('Carregando os dados…');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A record nobody has written since the trail began (the demo data, say). */
export const Empty: Story = {
  parameters: withFakeClient(auditRoutes([])),
  play: async () => {
    await expect(await screen.findByText('Nenhuma alteração registrada para este registro.')).toBeVisible();
  },
};

/** A customer created, labelled and changed: newest first, each with its author and fields. */
export const Filled: Story = {
  play: async () => {
    const titles = await screen.findAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual([
      expect.stringMatching(/^Alterado em 20\/11\/2026/),
      expect.stringMatching(/^Alterado em 02\/11\/2026/),
      expect.stringMatching(/^Criado em 02\/11\/2026/),
    ]);
    const latest = screen.getAllByRole('table')[0] as HTMLElement;
    await expect(
      within(latest).getByRole('row', { name: 'Nome Florestal Nova Florestal Nova Esperança' }),
    ).toBeVisible();
    await expect(within(latest).getByRole('row', { name: 'Código na base (vazio) C-77' })).toBeVisible();
    await expect(
      within(latest).getByRole('row', { name: 'Vencimento do contrato 31/12/2026 31/12/2027' }),
    ).toBeVisible();
    await expect(screen.getByText('por Ana Souza (ana.souza@dossel.com.br)')).toBeVisible();
  },
};

/** A password staff set shows only that it changed. */
export const SecretChanged: Story = {
  args: { entity: 'users', recordId: 9 },
  play: async () => {
    const table = await screen.findByRole('table', { name: /^Alterado em 25\/11\/2026/ });
    await expect(
      within(table).getByRole('row', { name: 'Senha Alterado (o valor não é exibido)' }),
    ).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Administrador de serviços Não Sim' })).toBeVisible();
  },
};

/** A deleted record keeps its history, ending with the values it had. */
export const Deleted: Story = {
  args: { entity: 'benchmarking', recordId: 120 },
  play: async () => {
    const table = await screen.findByRole('table', { name: /^Excluído em 26\/11\/2026/ });
    await expect(within(table).getByRole('columnheader', { name: 'Valor' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'IMA aos 7 anos 41,25' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'Impacto do clima -2' })).toBeVisible();
  },
};

/** The server failed: its message, at once. */
export const ServerError: Story = serverErrorStory(
  withFakeClient({ [routeKey(auditEndpoints.list)]: failsOnServer }),
);

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Change history', level: 2 })).toBeVisible();
    const latest = (await screen.findAllByRole('table'))[0] as HTMLElement;
    await expect(within(latest).getByRole('columnheader', { name: 'Before' })).toBeVisible();
    await expect(within(latest).getByRole('row', { name: 'Code in base (empty) C-77' })).toBeVisible();
    await expect(screen.getByText('by Ana Souza (ana.souza@dossel.com.br)')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { entity: 'users', recordId: 9 },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Historial de cambios', level: 2 }),
    ).toBeVisible();
    await expect(
      await screen.findByRole('row', { name: 'Contraseña Modificado (el valor no se muestra)' }),
    ).toBeVisible();
  },
};
