import { fakeUser } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { deviceDb } from '../../lib/offline/device';
import {
  fakeLatestGrid,
  fakePlotCollection,
  monitoringMapRoutes,
  plotMiddle,
} from '../../testing/monitoring-maps-fixtures';
import { phoneStory, reportStoryMeta } from '../../testing/report-story';
import { FieldMapPage } from './field-map-page';
import { keepPlot } from './field-plots-store';

const PATH = '/field-map';
const OWNER = { userId: fakeUser.id, customerId: 1 };
const KEPT_AT = '2025-11-20T09:30:00.000Z';

/** Puts Serra Azul's plots on the device as if taken to the field (none: an empty device). */
function devicePlots(plotIds: readonly number[]) {
  return async () => {
    const db = await deviceDb();
    await db.clear('fieldPlots');
    const features = fakePlotCollection(OWNER.customerId).features;
    for (const plotId of plotIds) {
      const feature = features.find((candidate) => candidate.id === plotId);
      if (!feature) throw new Error(`no plot ${plotId}`);
      await keepPlot(db, OWNER, {
        plotId,
        feature,
        weeds: fakeLatestGrid('weeds', plotId),
        anomalies: fakeLatestGrid('anomalies', plotId),
        savedAt: KEPT_AT,
      });
    }
    return () => void deviceDb().then((opened) => opened.clear('fieldPlots'));
  };
}

/** The browser reports no network while the story shows. */
function offline() {
  const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => {
    delete (navigator as { onLine?: boolean }).onLine;
    if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
  };
}

/** The device stands in the middle of plot SR-001, 8 m sure, as its GPS would say. */
function standingInSr001() {
  const original = navigator.geolocation.watchPosition;
  const { lon, lat } = plotMiddle(101);
  navigator.geolocation.watchPosition = (success) => {
    success({
      coords: { longitude: lon, latitude: lat, accuracy: 8 },
      timestamp: Date.now(),
    } as GeolocationPosition);
    return 1;
  };
  return () => {
    navigator.geolocation.watchPosition = original;
  };
}

const meta = {
  title: 'Portal/Screens/Field map',
  component: FieldMapPage,
  ...reportStoryMeta(PATH, FieldMapPage, monitoringMapRoutes()),
} satisfies Meta<typeof FieldMapPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The drawn map (its code arrives on its own, on a busy machine after the rest of the screen). */
const map = (name = 'Mapa de matocompetição dos talhões, por célula') =>
  screen.findByRole('region', { name }, { timeout: 30_000 });

/** Nothing on the device yet: what the screen is for, and the customer's plots to take. */
export const Empty: Story = {
  beforeEach: devicePlots([]),
  play: async () => {
    await expect(await screen.findByText('Nenhum talhão neste aparelho ainda.')).toBeVisible();
    await expect(await screen.findByRole('combobox', { name: 'Talhão' }, { timeout: 30_000 })).toBeEnabled();
  },
};

/** Two plots on the device: their map, weeds or anomalies, and when each was kept. */
export const WithPlots: Story = {
  beforeEach: devicePlots([101, 104]),
  play: async () => {
    await expect(await map()).toBeVisible();
    const kept = screen.getByRole('region', { name: 'Guardados neste aparelho' });
    await expect(within(kept).getByText('SR-001 · Fazenda Santa Rita')).toBeVisible();
    // BV-002 was never monitored: kept all the same, and said so.
    await expect(
      within(kept).getByText('Imagens: matocompetição sem monitoramento, anomalias sem monitoramento'),
    ).toBeVisible();
  },
};

/** Taking a plot: its grids are fetched and kept, and it joins the map and the list. */
export const TakeAPlot: Story = {
  beforeEach: devicePlots([]),
  play: async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Talhão' }, { timeout: 30_000 }));
    await userEvent.click(await screen.findByRole('option', { name: 'SR-002 · Fazenda Santa Rita' }));
    await userEvent.click(screen.getByRole('button', { name: 'Levar a campo' }));
    await expect(await screen.findByText('O talhão SR-002 está neste aparelho.')).toBeVisible();
    await expect(await map()).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Tirar do aparelho o talhão SR-002' })).toBeVisible();
  },
};

/** Without network: the kept plots still show; taking others waits for a connection. */
export const Offline: Story = {
  beforeEach: async () => {
    const cleanDevice = await devicePlots([101, 102])();
    const online = offline();
    return () => {
      online();
      cleanDevice();
    };
  },
  play: async () => {
    await expect(await map()).toBeVisible();
    await expect(
      screen.getByText('Sem conexão: para levar outros talhões a campo, volte a ter sinal.'),
    ).toBeVisible();
  },
};

/** The user asked for their position: the point on the map, and the plot they stand in. */
export const Position: Story = {
  beforeEach: async () => {
    const cleanDevice = await devicePlots([101, 102])();
    const gps = standingInSr001();
    return () => {
      gps();
      cleanDevice();
    };
  },
  play: async () => {
    await expect(await map()).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar minha posição' }));
    await expect(await screen.findByText('Você está no talhão SR-001.')).toBeVisible();
    await expect(screen.getByText('Você está aqui (precisão de ±8 m)')).toBeVisible();
  },
};

/** Anomalies instead of weeds, on the same kept plots. */
export const Anomalies: Story = {
  beforeEach: devicePlots([101, 102]),
  play: async () => {
    await expect(await map()).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Anomalias' }));
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Mapa de anomalias de dossel dos talhões, por célula' }),
      ).toBeVisible(),
    );
  },
};

/** The screen in English and in Spanish. */
export const EnUS: Story = {
  beforeEach: devicePlots([101]),
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await map('Map of weed competition in the plots, by cell')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Kept on this device' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Show my position' })).toBeVisible();
  },
};

export const Es: Story = {
  beforeEach: devicePlots([101]),
  globals: { locale: 'es' },
  play: async () => {
    await expect(await map('Mapa de competencia de malezas de los lotes, por celda')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Guardados en este dispositivo' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Mostrar mi posición' })).toBeVisible();
  },
};

/** On a 375 px phone, where it is used: nothing runs off the side. */
export const Phone: Story = {
  beforeEach: devicePlots([101, 102]),
  ...phoneStory(() => map()),
};
