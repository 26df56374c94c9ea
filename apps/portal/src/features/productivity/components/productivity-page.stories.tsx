import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { apiError, fakeUser, neverSettles } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { stalledDownload } from '../../../testing/downloads-fixtures';
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
import { fakeQuarterlyReport, manyPlots, productivityRoutes } from '../productivity-fixtures';
import { ProductivityPage } from './productivity-page';

/** Stories see the screen on one day: the last closed quarter is July to September 2026. */
const TODAY = new Date(2026, 10, 26);

const client = (...args: Parameters<typeof productivityRoutes>) =>
  withFakeClient(productivityRoutes(...args));
/** The address the story opens, e.g. one tab. */
const at = (path: string) => ({ path });

const meta = {
  title: 'Portal/Screens/Productivity',
  component: ProductivityPage,
  args: { today: TODAY },
  ...reportStoryMeta(paths.productivity.href(), ProductivityPage, productivityRoutes()),
} satisfies Meta<typeof ProductivityPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The productivity vision: projected IMA with its 80% range, contract status and VTCC per plot. */
export const Vision: Story = {
  play: async () => {
    await expect(await screen.findByText('Pessimista (P10)')).toBeVisible();
    await expect(screen.getByText(/Com 80% de probabilidade, o IMA fica entre/)).toBeVisible();
    await expect(screen.getByRole('row', { name: /Em acompanhamento/ })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'VTCC por talhão (m³/ha)' })).toBeVisible();
  },
};

/** The latest measurement of each plot; stands too young show '—' with the reason. */
export const PlotMetrics: Story = {
  parameters: at(paths.productivity.tabHref('plotMetrics')),
  play: async () => {
    const young = await screen.findByRole('row', { name: /SJO-002/ });
    await expect(young).toHaveTextContent('Indicadores de desempenho só para florestas com mais de 3 meses.');
    await expect(screen.getByText(/— sem valor/)).toBeVisible();
  },
};

/** One plot's measurements: its VTCC over time and every metric per date. */
export const PlotHistory: Story = {
  parameters: at(`${paths.productivity.tabHref('plotMetrics')}&plot=11`),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Histórico do talhão SRI-001' })).toBeVisible();
    await expect(
      screen.getByRole('heading', { name: 'Evolução do VTCC do talhão SRI-001 (m³/ha)' }),
    ).toBeVisible();
    await expect(screen.getByRole('row', { name: /30\/06\/2026/ })).toBeVisible();
  },
};

/** Stock and area by age class at the end of the last closed quarter. */
export const WoodStock: Story = {
  parameters: at(paths.productivity.tabHref('woodStock')),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Estoque por classe de idade (m³cc)' }),
    ).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Trimestre' })).toHaveDisplayValue('3º trimestre');
    await expect(screen.getByRole('row', { name: /^Total/ })).toBeVisible();
  },
};

/** Plots, area and area-weighted mean IMA per clone. */
export const Genetics: Story = {
  parameters: at(paths.productivity.tabHref('genetics')),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'IMA médio por clone (m³/ha/ano)' }),
    ).toBeVisible();
    await expect(screen.getByRole('row', { name: /AEC 144/ })).toBeVisible();
  },
};

/** The quarterly report the home popup links to, with its PDF download. */
export const QuarterlyReport: Story = {
  parameters: at(paths.productivity.quarterlyReportHref(2026, 2)),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Relatório trimestral de produtividade' }),
    ).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Trimestre' })).toHaveDisplayValue('2º trimestre');
    await expect(screen.getByRole('button', { name: 'Baixar relatório (PDF)' })).toBeEnabled();
  },
};

/** The vision in the dark scheme: its charts' axes, grid, bars and whiskers on a dark page. */
export const DarkVision: Story = { ...Vision, globals: { colorScheme: 'dark' } };

/** The quarterly report (the PDF's preview on screen) in the dark scheme. */
export const DarkQuarterlyReport: Story = { ...QuarterlyReport, globals: { colorScheme: 'dark' } };

/** The PDF on its way: a bar without a value (its size is unknown until it has arrived). */
export const DownloadingPdf: Story = {
  parameters: {
    ...at(paths.productivity.tabHref('quarterlyReport')),
    ...client({ [routeKey(monitoringEndpoints.quarterlyPdf)]: () => stalledDownload(40_000).stream }),
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar relatório (PDF)' }));
    await expect(await screen.findByRole('progressbar', { name: 'Progresso do download' })).toBeVisible();
  },
};

/** The server could not make the PDF. */
export const PdfFailed: Story = {
  parameters: {
    ...at(paths.productivity.tabHref('quarterlyReport')),
    ...client({
      [routeKey(monitoringEndpoints.quarterlyPdf)]: () => {
        throw apiError(500, 'unexpected');
      },
    }),
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar relatório (PDF)' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tivemos um problema para baixar o documento. Tente novamente mais tarde',
    );
  },
};

/** The data has not arrived yet: a skeleton in its place. */
export const Loading: Story = loadingStory(
  client({ [routeKey(monitoringEndpoints.plots)]: () => neverSettles() }),
);

/** The customer has no plots. */
export const Empty: Story = emptyStory(client({ [routeKey(monitoringEndpoints.plots)]: () => [] }));

/** A quarter without any stand standing at its end. */
export const EmptyQuarter: Story = emptyStory({
  ...at(paths.productivity.tabHref('woodStock')),
  ...client({
    [routeKey(monitoringEndpoints.quarterly)]: () => ({
      ...fakeQuarterlyReport(1, 2026, 3),
      ageClasses: [],
      totals: { plots: 0, areaHa: 0, stockM3cc: 0 },
    }),
  }),
});

/** The current customer has not contracted productivity (service 1). */
export const NotContracted: Story = {
  beforeEach: signedInAs({ ...fakeUser, services_json: { '1': [2], '2': [2, 8] } }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serviço não contratado ou não disponível para este usuário/cliente.',
    );
  },
};

/** The server failed to answer (shown at once: the story does not wait out the retries). */
export const ServerError: Story = serverErrorStory(
  client({ [routeKey(monitoringEndpoints.metrics)]: failsOnServer }),
);

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Productivity Vision' })).toBeVisible();
    await expect(await screen.findByText('Pessimistic (P10)')).toBeVisible();
    await expect(screen.getByText(/With 80% probability, the MAI falls between/)).toBeVisible();
    await expect(screen.getByRole('row', { name: /Under follow-up/ })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: at(paths.productivity.tabHref('plotMetrics')),
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Métricas por rodal' });
    await expect(within(table).getByRole('columnheader', { name: 'Estimación de daños (%)' })).toBeVisible();
    await expect(screen.getByText(/— sin valor/)).toBeVisible();
  },
};

export const PortugueseQuarterly: Story = {
  globals: { locale: 'pt-BR' },
  parameters: at(paths.productivity.quarterlyReportHref(2026, 3)),
  play: async () => {
    const table = await screen.findByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Idade de corte (anos)' })).toBeVisible();
  },
};

/** On a 375 px phone the charts fit and wide tables scroll inside their frame; the page never does. */
export const Phone: Story = phoneStory(async () => {
  await expect(await screen.findByRole('heading', { name: 'VTCC por talhão (m³/ha)' })).toBeVisible();
});

/** Serra Azul's 151 plots on a phone: the metrics show 20 plots a page, the page never scrolls sideways. */
export const PhonePlotMetricsManyPlots: Story = phoneStory(
  async () => {
    await expect(await screen.findByText('1–20 de 151')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Métricas por talhão' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
  },
  { ...at(paths.productivity.tabHref('plotMetrics')), ...client({}, manyPlots) },
);

/** The genetics of ~150 plots on a phone: the table scrolls inside its frame. */
export const PhoneGenetics: Story = phoneStory(
  async () => {
    await expect(await screen.findByRole('table', { name: 'Talhões, área e IMA por clone' })).toBeVisible();
  },
  { ...at(paths.productivity.tabHref('genetics')), ...client({}, manyPlots) },
);

/** The quarterly report's table on a phone: it scrolls inside its frame. */
export const PhoneQuarterly: Story = phoneStory(
  async () => {
    await expect(
      await screen.findByRole('region', { name: 'Relatório trimestral de produtividade' }),
    ).toBeVisible();
  },
  at(paths.productivity.quarterlyReportHref(2026, 3)),
);
