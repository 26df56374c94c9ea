import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { AnomalyMap, WeedMap } from './weed-map';
import {
  FOUR_PLOTS,
  generateFixture,
  HUNDRED_THOUSAND_CELLS,
  ONE_UNMONITORED_PLOT,
  plotMiddle,
} from './weed-map.fixtures';
import type { WeedMapProps } from './weed-map-types';

// Typed as the props (not as spies) so tests can pass their own callbacks to the composed stories.
const defaultArgs: WeedMapProps = {
  kind: 'weeds',
  ...generateFixture(FOUR_PLOTS),
  height: 420,
  onSelectPlot: fn(),
  onRendered: fn(),
};

const meta = {
  title: 'widgets/WeedMap',
  component: WeedMap,
  args: defaultArgs,
  argTypes: {
    kind: { control: 'inline-radio', options: ['weeds', 'anomalies'] },
    plots: { control: false },
    grids: { control: false },
  },
} satisfies Meta<typeof WeedMap>;
export default meta;

type Story = StoryObj<typeof meta>;

let largeFixture: ReturnType<typeof generateFixture> | undefined;
/** Made once, when first shown: the same data on every render, as a query would hand it. */
function hundredThousandCells() {
  largeFixture ??= generateFixture(HUNDRED_THOUSAND_CELLS);
  return largeFixture;
}

/** Waits until the map has drawn its data (MapLibre loads on demand, then renders). */
async function rendered(onRendered: WeedMapProps['onRendered']) {
  await waitFor(() => expect(onRendered).toHaveBeenCalled(), { timeout: 10_000 });
}

/** Weed competition over four plots, in the toolbar's language; one plot was not monitored. */
export const Weeds: Story = {
  play: async ({ args }) => {
    await rendered(args.onRendered);
    await expect(
      screen.getByRole('region', { name: 'Mapa de matocompetição dos talhões, por célula' }),
    ).toBeVisible();
    await expect(screen.getByText('Nível 3 – alta')).toBeVisible();
  },
};

/** Canopy anomalies: the same map with the anomaly levels, colours and texts. */
export const Anomalies: Story = {
  render: ({ kind: _kind, ...args }) => <AnomalyMap {...args} />,
  play: async ({ args }) => {
    await rendered(args.onRendered);
    await expect(
      screen.getByRole('region', { name: 'Mapa de anomalias de dossel dos talhões, por célula' }),
    ).toBeVisible();
    await expect(screen.getByText('Só o nível 3 conta como área afetada.')).toBeVisible();
  },
};

/** The second plot selected: outlined and in view. */
export const SelectedPlot: Story = {
  args: { selectedPlotId: 2 },
  play: async ({ args }) => {
    await rendered(args.onRendered);
  },
};

/** Where the user stands, in the middle of the second plot: a point, its accuracy circle and a line saying how sure. */
export const Position: Story = {
  args: { selectedPlotId: 2, position: { ...plotMiddle(FOUR_PLOTS, 1), accuracyM: 120 } },
  play: async ({ args }) => {
    await rendered(args.onRendered);
    await expect(screen.getByText('Você está aqui (precisão de ±120 m)')).toBeVisible();
  },
};

/**
 * The dark scheme: the map's page, plot tint, edges and selection in dark colours, the cells in their level
 * colours, the user's position, and the zoom buttons, the tooltip (the pointer over the selected plot) and the details panel dark.
 */
export const Dark: Story = {
  args: { selectedPlotId: 2, position: { ...plotMiddle(FOUR_PLOTS, 1), accuracyM: 120 } },
  globals: { colorScheme: 'dark' },
  play: async ({ args, canvasElement }) => {
    await rendered(args.onRendered);
    const map = canvasElement.querySelector('canvas');
    if (!map) throw new Error('no map canvas');
    const box = map.getBoundingClientRect();
    map.dispatchEvent(
      new MouseEvent('mousemove', {
        bubbles: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      }),
    );
    await waitFor(() => expect(canvasElement.querySelector('.maplibregl-popup')).not.toBeNull());
  },
};

/** A plot without monitoring on the date: its outline, no cells, and a note saying so. */
export const NoCells: Story = {
  args: { ...generateFixture(ONE_UNMONITORED_PLOT) },
  play: async ({ args }) => {
    await rendered(args.onRendered);
    await expect(screen.getByText('Nenhuma célula monitorada nestes talhões nesta data.')).toBeVisible();
  },
};

/** Plot outlines alone, as a preview of imported plots shows them: no legend, no note about cells. */
export const OutlinesOnly: Story = {
  args: { ...generateFixture(FOUR_PLOTS), grids: [], outlinesOnly: true },
  play: async ({ args }) => {
    await rendered(args.onRendered);
    await expect(screen.queryByText(/^Legenda/)).not.toBeInTheDocument();
    await expect(
      screen.queryByText('Nenhuma célula monitorada nestes talhões nesta data.'),
    ).not.toBeInTheDocument();
  },
};

/** 102,400 cells in 25 plots: the size the map must draw in under a second (see bench/weed-map.ts). */
export const HundredThousandCells: Story = {
  // Generated when shown rather than passed as args, so the controls panel does not carry 100,000 cells.
  render: (args) => <WeedMap {...args} {...hundredThousandCells()} />,
  play: async ({ args }) => {
    await rendered(args.onRendered);
    await expect(args.onRendered).toHaveBeenCalledWith(expect.objectContaining({ cells: 102_400 }));
  },
};

function languageStory(locale: string, mapLabel: string, level: string, hint: string): Story {
  return {
    globals: { locale },
    play: async ({ args }) => {
      await rendered(args.onRendered);
      await expect(screen.getByRole('region', { name: mapLabel })).toBeVisible();
      await expect(screen.getByText(level)).toBeVisible();
      await expect(screen.getByText(hint)).toBeVisible();
    },
  };
}

export const PtBR: Story = languageStory(
  'pt-BR',
  'Mapa de matocompetição dos talhões, por célula',
  'Nível 2 – média',
  'Clique em um talhão ou em uma célula do mapa para ver os detalhes.',
);
export const EnUS: Story = languageStory(
  'en-US',
  'Map of weed competition in the plots, by cell',
  'Level 2 – medium',
  'Click a plot or a cell on the map to see its details.',
);
export const Es: Story = languageStory(
  'es',
  'Mapa de competencia de malezas de los lotes, por celda',
  'Nivel 2 – media',
  'Haga clic en un lote o en una celda del mapa para ver sus detalles.',
);
