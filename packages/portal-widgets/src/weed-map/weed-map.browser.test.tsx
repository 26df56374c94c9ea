import { gridCells } from '@dossel/api-client';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { FOUR_PLOTS, generateFixture, middleLevel, ONE_UNMONITORED_PLOT } from './weed-map.fixtures';
import * as stories from './weed-map.stories';
import type { WeedMapRenderInfo } from './weed-map-types';

const { Weeds, Anomalies, SelectedPlot, NoCells, EnUS } = composeStories(stories);

const WEEDS_MAP = 'Mapa de matocompetição dos talhões, por célula';
const WEED_LEVELS = { 1: 'Nível 1 – baixa', 2: 'Nível 2 – média', 3: 'Nível 3 – alta' } as const;

/** A spy for onRendered and a way to wait until the map has drawn (MapLibre loads on demand). */
function renderSpy() {
  const onRendered = vi.fn<(info: WeedMapRenderInfo) => void>();
  const drawn = (times = 1) =>
    expect.poll(() => onRendered.mock.calls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(times);
  return { onRendered, drawn };
}

/** The map canvas: MapLibre gives it the region role; we give it the name. */
const mapCanvas = (name = WEEDS_MAP) => page.getByRole('region', { name });
const details = (name = 'Detalhes do talhão ou célula selecionada') => page.getByRole('region', { name });

function cellsOfLevel(options: typeof FOUR_PLOTS, level: number): number {
  return generateFixture(options)
    .grids.flatMap((grid) => gridCells(grid))
    .filter((cell) => cell.level === level).length;
}

describe('WeedMap', () => {
  test('draws the cells and names the plots and the cells per level for screen readers', async () => {
    const { onRendered, drawn } = renderSpy();
    await render(<Weeds onRendered={onRendered} />);
    await drawn();
    const cells = generateFixture(FOUR_PLOTS).grids.reduce((sum, grid) => sum + gridCells(grid).length, 0);
    expect(onRendered).toHaveBeenCalledWith(expect.objectContaining({ cells }));
    await expect.element(mapCanvas()).toBeVisible();
    await expect
      .element(page.getByText('Matocompetição: 4 talhões no mapa, 3 com células nesta data.'))
      .toBeInTheDocument();
    for (const level of [1, 2, 3] as const) {
      await expect
        .element(page.getByText(`${WEED_LEVELS[level]}: ${cellsOfLevel(FOUR_PLOTS, level)} células`))
        .toBeInTheDocument();
      await expect.element(page.getByText(WEED_LEVELS[level], { exact: true })).toBeVisible();
    }
    await expect.element(page.getByText('Os níveis 2 e 3 contam como área infestada.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Aproximar' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Afastar' })).toBeVisible();
  });

  test('a click on a cell selects its plot and shows the level, the cell area and the image date', async () => {
    const { onRendered, drawn } = renderSpy();
    const onSelectPlot = vi.fn();
    // The map fits to the selected plot, so the middle of the canvas is the middle cell of plot 2.
    await render(<SelectedPlot onRendered={onRendered} onSelectPlot={onSelectPlot} />);
    await drawn();
    await userEvent.click(mapCanvas());
    expect(onSelectPlot).toHaveBeenCalledWith(2);
    const level = WEED_LEVELS[middleLevel(1, FOUR_PLOTS.side)];
    await expect.element(details().getByText('Talhão 002')).toBeVisible();
    await expect.element(details().getByText(level)).toBeVisible();
    await expect.element(details().getByText('Área da célula')).toBeVisible();
    await expect.element(details().getByText('0,25 ha')).toBeVisible();
    await expect.element(details().getByText('15/10/2026')).toBeVisible();
  });

  test('brings a newly selected plot into view', async () => {
    const { onRendered, drawn } = renderSpy();
    const screen = await render(<SelectedPlot onRendered={onRendered} />);
    await drawn();
    await screen.rerender(<SelectedPlot onRendered={onRendered} selectedPlotId={3} />);
    await userEvent.click(mapCanvas());
    await expect.element(details().getByText('Talhão 003')).toBeVisible();
    const level = WEED_LEVELS[middleLevel(2, FOUR_PLOTS.side)];
    await expect.element(details().getByText(level)).toBeVisible();
  });

  test('hovering a cell shows a tooltip with its plot and level', async () => {
    const { onRendered, drawn } = renderSpy();
    await render(<SelectedPlot onRendered={onRendered} />);
    await drawn();
    await userEvent.hover(mapCanvas());
    const level = WEED_LEVELS[middleLevel(1, FOUR_PLOTS.side)];
    await expect.element(page.getByText(`Matocompetição: ${level}`)).toBeVisible();
    await expect.element(page.getByText('Talhão 002').first()).toBeVisible();
  });

  test('a click on a plot without monitoring gives its area and says it was not monitored', async () => {
    const { onRendered, drawn } = renderSpy();
    const onSelectPlot = vi.fn();
    await render(<NoCells onRendered={onRendered} onSelectPlot={onSelectPlot} />);
    await drawn();
    await expect
      .element(page.getByText('Nenhuma célula monitorada nestes talhões nesta data.'))
      .toBeVisible();
    await userEvent.click(mapCanvas());
    expect(onSelectPlot).toHaveBeenCalledWith(1);
    const side = ONE_UNMONITORED_PLOT.side;
    await expect.element(details().getByText('Talhão 001')).toBeVisible();
    await expect
      .element(details().getByText(`${(side * side * 0.25).toFixed(2).replace('.', ',')} ha`))
      .toBeVisible();
    await expect.element(details().getByText('Sem monitoramento nesta data')).toBeVisible();
  });

  test('shows the details in the language of the page', async () => {
    const { onRendered, drawn } = renderSpy();
    await render(<EnUS onRendered={onRendered} selectedPlotId={1} />);
    await drawn();
    await userEvent.click(mapCanvas('Map of weed competition in the plots, by cell'));
    const panel = details('Details of the selected plot or cell');
    await expect.element(panel.getByText('Talhão 001')).toBeVisible();
    await expect.element(panel.getByText('Cell area')).toBeVisible();
    await expect.element(panel.getByText('0.25 ha')).toBeVisible();
    await expect.element(panel.getByText('10/15/2026')).toBeVisible();
  });

  test('the anomaly map names its own levels and what counts as affected area', async () => {
    const { onRendered, drawn } = renderSpy();
    await render(<Anomalies onRendered={onRendered} />);
    await drawn();
    await expect.element(mapCanvas('Mapa de anomalias de dossel dos talhões, por célula')).toBeVisible();
    for (const level of ['Nível 1 – leve', 'Nível 2 – moderada', 'Nível 3 – severa'])
      await expect.element(page.getByText(level, { exact: true })).toBeVisible();
    await expect.element(page.getByText('Só o nível 3 conta como área afetada.')).toBeVisible();
  });

  test('draws new data when the grids change, and forgets what was clicked on the old data', async () => {
    const { onRendered, drawn } = renderSpy();
    const screen = await render(<SelectedPlot onRendered={onRendered} />);
    await drawn();
    await userEvent.click(mapCanvas());
    await expect.element(details().getByText('Talhão 002')).toBeVisible();
    const fewer = generateFixture({ plots: 2, side: 5 });
    await screen.rerender(<SelectedPlot onRendered={onRendered} {...fewer} />);
    await drawn(2);
    await expect
      .element(details().getByText('Clique em um talhão ou em uma célula do mapa para ver os detalhes.'))
      .toBeVisible();
    expect(onRendered).toHaveBeenLastCalledWith(expect.objectContaining({ cells: 50 }));
    await expect
      .element(page.getByText('Matocompetição: 2 talhões no mapa, 2 com células nesta data.'))
      .toBeInTheDocument();
  });

  test('shows the plots while the cells load, says so, and counts no cell before they come', async () => {
    const { onRendered, drawn } = renderSpy();
    const screen = await render(<Weeds onRendered={onRendered} grids={[]} loadingCells />);
    await drawn();
    await expect.element(mapCanvas()).toBeVisible();
    await expect.element(page.getByRole('status', { name: 'Carregando o mapa…' })).toBeVisible();
    expect(page.getByText('Nenhuma célula monitorada nestes talhões nesta data.').elements()).toHaveLength(0);
    expect(page.getByText(/: 0 células/).elements()).toHaveLength(0);

    await screen.rerender(<Weeds onRendered={onRendered} />);
    await drawn(2);
    expect(page.getByRole('status', { name: 'Carregando o mapa…' }).elements()).toHaveLength(0);
    await expect
      .element(page.getByText(`${WEED_LEVELS[3]}: ${cellsOfLevel(FOUR_PLOTS, 3)} células`))
      .toBeInTheDocument();
  });

  test('without a tile URL, the map requests nothing from any other server: it works offline', async () => {
    const before = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    const { onRendered, drawn } = renderSpy();
    await render(<Weeds onRendered={onRendered} />);
    await drawn();
    const foreign = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => !before.has(url) && new URL(url).origin !== location.origin);
    expect(foreign).toEqual([]);
  });
});
