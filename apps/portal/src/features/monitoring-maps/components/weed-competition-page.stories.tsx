import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import type { MonitoringSummary } from '@dossel/api-client';
import { fakeUser, neverSettles, withAlertLosses, type FakeRoutes } from '@dossel/api-client/testing';
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
import { manyPlots, monitoringMapRoutes } from '../../../testing/monitoring-maps-fixtures';
import { WeedCompetitionPage } from './weed-competition-page';

const PATH = '/weedCompetition';
const MAP = 'Mapa de matocompetição dos talhões, por célula';
/** The drawn map, in the story's language: its code arrives on its own, on a busy machine after the rest. */
const mapDrawn = (name = MAP) => screen.findByRole('region', { name }, { timeout: 30_000 });

const meta = {
  title: 'Portal/Screens/Weed competition',
  component: WeedCompetitionPage,
  ...reportStoryMeta(PATH, WeedCompetitionPage, monitoringMapRoutes()),
} satisfies Meta<typeof WeedCompetitionPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The monitoring dates have not arrived yet. */
export const Loading: Story = loadingStory(
  withFakeClient(monitoringMapRoutes({ [routeKey(monitoringEndpoints.weedsDates)]: () => neverSettles() })),
);

/** The customer has no weed monitoring yet. */
export const Empty: Story = emptyStory(
  withFakeClient(monitoringMapRoutes({ [routeKey(monitoringEndpoints.weedsDates)]: () => [] })),
);

/** The server failed: its message where the data would be. */
export const ServerError: Story = serverErrorStory(
  withFakeClient(monitoringMapRoutes({ [routeKey(monitoringEndpoints.weedsDates)]: failsOnServer })),
);

/** The latest monitoring: the plots on the map with their cells by level, and the table with its alert. */
export const WithData: Story = {
  play: async () => {
    await expect(await mapDrawn()).toBeVisible();
    const alerted = (await screen.findByRole('button', { name: 'Mostrar SR-001 no mapa' })).closest('tr');
    await expect(within(alerted as HTMLElement).getByText('Alerta')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Data do monitoramento' })).toHaveDisplayValue(
      '15/11/2025',
    );
    // This customer has no field operations (service 8): nothing to note the alert in.
    await expect(screen.queryByRole('link', { name: /^Anotar/ })).toBeNull();
  },
};

/** The map, its legend and controls and the table in the dark scheme; the cells keep their level colours. */
export const Dark: Story = { ...WithData, globals: { colorScheme: 'dark' } };

/** A customer with field operations (service 8): an alert's row starts a field note on its plot and date. */
export const AlertStartsAFieldNote: Story = {
  beforeEach: signedInAs({ ...fakeUser, services_json: { ...fakeUser.services_json, '1': [1, 2, 8] } }),
  play: async () => {
    await expect(await mapDrawn()).toBeVisible();
    const link = await screen.findByRole(
      'link',
      { name: 'Anotar: nova anotação de campo do talhão SR-001' },
      { timeout: 30_000 },
    );
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/field-notes\/new\?plot=101&date=2025-11-\d\d$/),
    );
  },
};

/** The summary as the API answers it once the date was published by an import: its alert with the loss. */
function withLossRoutes(priceBrlPerM3: number | null) {
  const routes = monitoringMapRoutes();
  const summary = routes['GET /reports/weeds/summary'] as NonNullable<FakeRoutes[string]>;
  return withFakeClient({
    ...routes,
    [routeKey(monitoringEndpoints.weedsSummary)]: (options) =>
      withAlertLosses(summary(options) as MonitoringSummary, priceBrlPerM3),
  });
}

/**
 * Issue 15: the alert's estimated loss in m³ and R$ at the customer's wood price, under the alert's badge,
 * with what it assumes on hover (and read out); the formula under the table.
 */
export const AlertWithLoss: Story = {
  parameters: withLossRoutes(85.5),
  play: async () => {
    await expect(await mapDrawn()).toBeVisible();
    const alerted = (
      await screen.findByRole('button', { name: 'Mostrar SR-001 no mapa' }, { timeout: 30_000 })
    ).closest('tr') as HTMLElement;
    // +2 ha × IMA 35 × 2,23 years until the cut at 7, at R$ 85,50 the m³.
    await expect(within(alerted).getByText('156,1 m³')).toBeVisible();
    await expect(within(alerted).getByText('R$ 13.346,55')).toBeVisible();
    await expect(
      within(alerted).getByTitle('IMA 35 m³/ha/ano × 2,23 ano(s) até o corte aos 7 anos, a R$ 85,50/m³'),
    ).toBeVisible();
    await expect(screen.getByText(/^Perda estimada = variação da área/)).toBeVisible();
  },
};

/** Without a wood price the loss is in m³ only, and the row says so. */
export const AlertWithLossWithoutPrice: Story = {
  globals: { locale: 'es' },
  parameters: withLossRoutes(null),
  play: async () => {
    await expect(await mapDrawn('Mapa de competencia de malezas de los lotes, por celda')).toBeVisible();
    const alerted = (
      await screen.findByRole('button', { name: 'Mostrar SR-001 en el mapa' }, { timeout: 30_000 })
    ).closest('tr') as HTMLElement;
    await expect(within(alerted).getByText(/m³ \(sin precio de la madera\)$/)).toBeVisible();
    await expect(within(alerted).queryByText(/R\$/)).toBeNull();
  },
};

/** A shared link: October, one farm, one plot selected (and fitted on the map). */
export const FilteredWithSelection: Story = {
  parameters: { path: `${PATH}?date=2025-10-15&gloc1=Fazenda+Santa+Rita&plot=101` },
  play: async () => {
    await expect(await mapDrawn()).toBeVisible();
    await expect(await screen.findByRole('button', { name: 'Mostrar SR-001 no mapa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(screen.queryByText('BV-001')).toBeNull();
  },
};

/** The selected plot's row in the dark scheme: marked in the primary colour's light shade, still legible. */
export const DarkWithSelection: Story = { ...FilteredWithSelection, globals: { colorScheme: 'dark' } };

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await mapDrawn('Map of weed competition in the plots, by cell')).toBeVisible();
    await expect(await screen.findByRole('heading', { level: 1, name: 'Weed competition' })).toBeVisible();
    await expect(await screen.findByRole('columnheader', { name: 'Infested area (ha)' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Download infested areas (GeoJSON)' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await mapDrawn('Mapa de competencia de malezas de los lotes, por celda')).toBeVisible();
    await expect(await screen.findByRole('columnheader', { name: 'Área infestada (ha)' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Fecha del monitoreo' })).toHaveDisplayValue(
      '15/11/2025',
    );
    await expect(screen.getAllByText('No monitoreado').length).toBeGreaterThan(0);
  },
};

/** On a 375 px phone the map takes the width and the table scrolls inside its frame. */
export const Phone: Story = phoneStory(async () => {
  await expect(await mapDrawn()).toBeVisible();
  await expect(await screen.findByRole('button', { name: 'Mostrar SR-001 no mapa' })).toBeInTheDocument();
  // Badges show their whole text, never 'Não monit…'.
  for (const label of screen.getAllByText(/^(Não monitorado|Monitorado)$/)) {
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  }
});

/** Serra Azul's ~150 plots on a phone: 20 a page, alerts first, and still no sideways scroll of the page. */
export const PhoneManyPlots: Story = phoneStory(
  async () => {
    await expect(await mapDrawn()).toBeVisible();
    await expect(await screen.findByText('1–20 de 150')).toBeVisible();
    await expect(screen.getAllByRole('rowheader')).toHaveLength(20);
    await expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('BJA-025');
  },
  withFakeClient(monitoringMapRoutes({}, manyPlots())),
);
