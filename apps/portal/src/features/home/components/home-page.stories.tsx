import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { fakeUser, neverSettles, withAlertLosses } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, screen, within } from 'storybook/test';

import {
  failsOnServer,
  phoneStory,
  reportStoryMeta,
  signedInAs,
  withFakeClient,
  withoutRetries,
} from '../../../testing/report-story';
import { fakeQuarterlyReport, fakeSummary, homeRoutes } from '../home-fixtures';
import { HomePage } from './home-page';

/** Inside the promotional campaign (spec section 9: shown through 13/05/2025). */
const CAMPAIGN_DAY = new Date(2025, 4, 13, 9, 0);

const withReport = withFakeClient(
  homeRoutes({ [routeKey(monitoringEndpoints.quarterly)]: () => fakeQuarterlyReport(12) }),
);
const card = (title: string) => screen.findByRole('region', { name: title });

const meta = {
  title: 'Portal/Screens/Home',
  component: HomePage,
  ...reportStoryMeta('/', HomePage, homeRoutes()),
} satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The greeting, the current customer and the previous sign-in, then the headline figures: IMA at
 * 7 years, the 3-month accumulation, the last 3 hours and the open alerts. No popup outside the campaign.
 */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
    await expect(screen.getByText(/Seu último acesso: 01\/06\/2025/)).toBeVisible();
    await expect(await within(await card('IMA aos 7 anos')).findByText('36 m³/ha/ano')).toBeVisible();
    await expect(await within(await card('Acumulado de 3 meses')).findByText('250,5 mm')).toBeVisible();
    // Observed rain, not a forecast: demo numbers say they are demo data.
    await expect(within(await card('Últimas 3 horas')).getByText('Dados de demonstração')).toBeVisible();
    await expect(await within(await card('Alertas abertos')).findByText('Talhão 001: +2,4 ha')).toBeVisible();
  },
};

/** The same screen in the dark scheme. */
export const Dark: Story = { ...Default, globals: { colorScheme: 'dark' } };

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await within(await card('MAI at 7 years')).findByText('36 m³/ha/year')).toBeVisible();
    await expect(
      await within(await card('Open alerts')).findByText('Plots with an alert on 12/15/2025: 4'),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await within(await card('IMA a los 7 años')).findByText('36 m³/ha/año')).toBeVisible();
    await expect(await within(await card('Últimas 3 horas')).findByText('1,2 mm')).toBeVisible();
  },
};

/** Issue 15: the alerts of a published date with their estimated loss, in m³ and R$ at the wood price. */
export const AlertsWithLoss: Story = {
  parameters: withFakeClient(
    homeRoutes({
      [routeKey(monitoringEndpoints.weedsSummary)]: () => withAlertLosses(fakeSummary('weeds', 1), 85.5),
    }),
  ),
  play: async () => {
    const alerts = within(await card('Alertas abertos'));
    // +2,4 ha × IMA 35 × 2,23 years until the cut at 7 = 187,32 m³, at R$ 85,50 the m³.
    await expect(
      await alerts.findByText('Talhão 001: +2,4 ha, perda estimada de 187,32 m³ · R$ 16.015,86'),
    ).toBeVisible();
    // A shrinking area loses nothing.
    await expect(alerts.getByText('Talhão 002: -3,1 ha')).toBeVisible();
  },
};

/** The customer has no wood price: the loss in m³ only, and says so. */
export const AlertsWithoutPrice: Story = {
  globals: { locale: 'en-US' },
  parameters: withFakeClient(
    homeRoutes({
      [routeKey(monitoringEndpoints.weedsSummary)]: () => withAlertLosses(fakeSummary('weeds', 1), null),
    }),
  ),
  play: async () => {
    const alerts = within(await card('Open alerts'));
    await expect(
      await alerts.findByText('Talhão 001: +2.4 ha, estimated loss of 187.32 m³ (no wood price)'),
    ).toBeVisible();
  },
};

/** The figures on their way: a skeleton in each card. */
export const FiguresLoading: Story = {
  parameters: withFakeClient(
    homeRoutes({
      [routeKey(monitoringEndpoints.metrics)]: () => neverSettles(),
      [routeKey(monitoringEndpoints.weatherRecent)]: () => neverSettles(),
      [routeKey(monitoringEndpoints.weedsSummary)]: () => neverSettles(),
      [routeKey(monitoringEndpoints.anomaliesSummary)]: () => neverSettles(),
    }),
  ),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'IMA aos 7 anos' })).toBeVisible();
    await expect((await screen.findAllByText('Carregando os dados…')).length).toBe(5);
  },
};

/**
 * Opened without network (the installed app in the field): each card says its data comes with the
 * connection, where it would otherwise wait in a skeleton for good.
 */
export const FiguresOffline: Story = {
  beforeEach: () => {
    onlineManager.setOnline(false);
    return () => onlineManager.setOnline(true);
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'IMA aos 7 anos' })).toBeVisible();
    await expect(
      (await screen.findAllByText('Sem conexão: estes dados aparecem quando a conexão voltar.')).length,
    ).toBe(5);
    await expect(screen.queryByText('Carregando os dados…')).toBeNull();
  },
};

/** Nothing to show yet: no plot measured at 7 years, no monitoring. */
export const FiguresEmpty: Story = {
  parameters: withFakeClient(
    homeRoutes({
      [routeKey(monitoringEndpoints.metrics)]: () => [],
      [routeKey(monitoringEndpoints.weedsSummary)]: () => ({
        kind: 'weeds',
        date: null,
        plots: [],
        totals: {
          plots: 0,
          monitoredPlots: 0,
          monitoredAreaHa: 0,
          flaggedAreaHa: 0,
          flaggedPct: 0,
          alerts: 0,
        },
      }),
    }),
  ),
  play: async () => {
    await expect(await screen.findByText('Nenhum talhão medido entre 6,5 e 7,5 anos.')).toBeVisible();
    await expect(await screen.findByText('Ainda sem monitoramento.')).toBeVisible();
  },
};

/** The weather call failed: its two cards say so, the others stay. */
export const FiguresError: Story = {
  beforeEach: withoutRetries,
  parameters: withFakeClient(homeRoutes({ [routeKey(monitoringEndpoints.weatherRecent)]: failsOnServer })),
  play: async () => {
    await expect(await within(await card('Últimas 3 horas')).findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado.',
    );
    await expect(await within(await card('IMA aos 7 anos')).findByText('36 m³/ha/ano')).toBeVisible();
  },
};

/** The current customer has neither productivity nor quality: the IMA card says so. */
export const ImaNotContracted: Story = {
  beforeEach: signedInAs({ ...fakeUser, services_json: { '1': [8], '2': [1, 2, 8] } }),
  play: async () => {
    await expect(
      await within(await card('IMA aos 7 anos')).findByText(
        'Serviço não contratado ou não disponível para este usuário/cliente.',
      ),
    ).toBeVisible();
  },
};

/** A user who last signed in before 12/05/2025, on 13/05/2025: the promotional popup. */
export const PromotionalPopup: Story = {
  args: { today: CAMPAIGN_DAY },
  beforeEach: signedInAs({ ...fakeUser, lastLogin: '2025-05-01T12:00:00.000Z' }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /Visão de Produtividade/ });
    await expect(dialog).toBeVisible();
  },
};

/** The customer has a report for the last closed quarter: its popup with 'Baixe aqui'. */
export const QuarterlyReportPopup: Story = {
  args: { today: new Date(2025, 4, 20) },
  parameters: withReport,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Relatório trimestral disponível' });
    await expect(dialog).toHaveTextContent('1º trimestre de 2025');
  },
};

export const QuarterlyReportPopupSpanish: Story = {
  ...QuarterlyReportPopup,
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Descárguelo aquí' })).toBeVisible();
  },
};

/** On a 375 px phone the figures stack and the page never scrolls sideways. */
export const Phone: Story = phoneStory(async () => {
  await expect(await within(await card('Acumulado de 3 meses')).findByText('250,5 mm')).toBeVisible();
});
