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
import { manyPlots, monitoringMapRoutes } from '../../../testing/monitoring-maps-fixtures';
import { AnomalyPage } from './anomaly-page';

const PATH = '/anomaly';
const MAP = 'Mapa de anomalias de dossel dos talhões, por célula';
/** The drawn map, in the story's language: its code arrives on its own, on a busy machine after the rest. */
const mapDrawn = (name = MAP) => screen.findByRole('region', { name }, { timeout: 30_000 });

const meta = {
  title: 'Portal/Screens/Anomalies',
  component: AnomalyPage,
  ...reportStoryMeta(PATH, AnomalyPage, monitoringMapRoutes()),
} satisfies Meta<typeof AnomalyPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The monitoring dates have not arrived yet. */
export const Loading: Story = loadingStory(
  withFakeClient(
    monitoringMapRoutes({ [routeKey(monitoringEndpoints.anomaliesDates)]: () => neverSettles() }),
  ),
);

/** The customer has no anomaly monitoring yet. */
export const Empty: Story = emptyStory(
  withFakeClient(monitoringMapRoutes({ [routeKey(monitoringEndpoints.anomaliesDates)]: () => [] })),
);

/** The server failed: its message where the data would be. */
export const ServerError: Story = serverErrorStory(
  withFakeClient(monitoringMapRoutes({ [routeKey(monitoringEndpoints.anomaliesDates)]: failsOnServer })),
);

/** The latest monitoring: the plots on the map with their cells by level, the affected area (level 3) per plot. */
export const WithData: Story = {
  play: async () => {
    await expect(await mapDrawn()).toBeVisible();
    const plot = (await screen.findByRole('button', { name: 'Mostrar SR-001 no mapa' })).closest('tr');
    // 4 of its 16 cells at level 3, up from one: 0.75 ha more, below the alert.
    await expect(plot).toHaveTextContent('125+0,75');
    await expect(within(plot as HTMLElement).queryByText('Alerta')).toBeNull();
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

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await mapDrawn('Map of canopy anomalies in the plots, by cell')).toBeVisible();
    await expect(await screen.findByRole('heading', { level: 1, name: 'Anomalies' })).toBeVisible();
    await expect(await screen.findByRole('columnheader', { name: 'Affected area (ha)' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Download affected areas (GeoJSON)' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await mapDrawn('Mapa de anomalías del dosel de los lotes, por celda')).toBeVisible();
    await expect(await screen.findByRole('columnheader', { name: 'Área afectada (ha)' })).toBeVisible();
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
    // Level 3 only: the alerts with the largest affected area (3,75 ha), by name.
    await expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('BJA-009');
  },
  withFakeClient(monitoringMapRoutes({}, manyPlots())),
);
