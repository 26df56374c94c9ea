import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import type { User } from '@dossel/api-client';
import { apiError, createFakeApiClient, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { fakeQuarterlyReport, homeRoutes } from './home-fixtures';
import { testSession } from '../../testing/test-services';

function clientWithReport(plots: number) {
  return createFakeApiClient(
    {},
    homeRoutes({ [routeKey(monitoringEndpoints.quarterly)]: () => fakeQuarterlyReport(plots) }),
  );
}

function signedInAs(user: User) {
  testSession().getState().signIn('token');
  testSession().getState().setUser(user);
}

const promo = () => page.getByRole('dialog', { name: /Visão de Produtividade/i });
const quarterly = () => page.getByRole('dialog', { name: /relatório trimestral/i });
const beforeCampaign = { ...fakeUser, lastLogin: '2025-05-01T12:00:00.000Z' };

describe('home', () => {
  // The promotional popup's campaign runs to 13/05/2025 (spec section 9): the clock is pinned in it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 13, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('names the customer and the previous sign-in in the user’s format', async () => {
    signedInAs({ ...fakeUser, lastLogin: '2025-06-01T12:00:00.000Z' });
    await renderApp({ client: clientWithReport(0) });
    await expect.element(page.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
    await expect.element(page.getByText(/Seu último acesso: 01\/06\/2025/)).toBeVisible();
  });

  it('shows the promotional popup to a user who last signed in before 12/05/2025, then the quarterly report', async () => {
    signedInAs(beforeCampaign);
    await renderApp({ client: clientWithReport(3) });
    await expect.element(promo()).toBeVisible();
    await expect
      .element(promo().getByRole('link'))
      .toHaveAttribute('href', '/productivity?tab=productivityVision');
    await userEvent.keyboard('{Escape}');
    await expect.element(promo()).not.toBeInTheDocument();
    await expect.element(quarterly()).toBeVisible();
    const download = quarterly().getByRole('link', { name: 'Baixe aqui' });
    await expect
      .element(download)
      .toHaveAttribute('href', '/productivity?tab=quarterlyReport&year=2025&quarter=1');
    await quarterly().getByRole('button', { name: 'Fechar' }).click();
    await expect.element(quarterly()).not.toBeInTheDocument();
  });

  it('announces a quarter’s report once per user and customer', async () => {
    signedInAs(fakeUser);
    const first = await renderApp({ client: clientWithReport(3) });
    await expect.element(quarterly()).toBeVisible();
    await quarterly().getByRole('button', { name: 'Fechar' }).click();
    await first.screen.unmount();

    await renderApp({ client: clientWithReport(3) });
    await expect.element(page.getByRole('heading', { name: `Olá, ${fakeUser.name}!` })).toBeVisible();
    expect(quarterly().elements()).toHaveLength(0);
  });

  it('has no quarterly popup when the customer has no report', async () => {
    signedInAs(fakeUser);
    await renderApp({ client: clientWithReport(0) });
    await expect.element(page.getByRole('heading', { name: `Olá, ${fakeUser.name}!` })).toBeVisible();
    expect(quarterly().elements()).toHaveLength(0);
  });

  it('hides the promotional popup after 13/05/2025 and from users who signed in since 12/05/2025', async () => {
    signedInAs({ ...fakeUser, lastLogin: '2025-05-12T08:00:00.000Z' });
    const first = await renderApp({ client: clientWithReport(0) });
    await expect.element(page.getByRole('heading', { name: `Olá, ${fakeUser.name}!` })).toBeVisible();
    expect(promo().elements()).toHaveLength(0);
    await first.screen.unmount();

    vi.setSystemTime(new Date(2025, 4, 14, 0, 1));
    signedInAs(beforeCampaign);
    await renderApp({ client: clientWithReport(0) });
    await expect.element(page.getByRole('heading', { name: `Olá, ${fakeUser.name}!` })).toBeVisible();
    expect(promo().elements()).toHaveLength(0);
  });

  it('keeps the popups away while the terms are pending', async () => {
    signedInAs({ ...beforeCampaign, signature: null });
    await renderApp({ client: clientWithReport(3) });
    await expect.element(page.getByRole('dialog', { name: 'Termos de uso' })).toBeVisible();
    expect(promo().elements()).toHaveLength(0);
    expect(quarterly().elements()).toHaveLength(0);
  });
});

describe('the headline figures on home', () => {
  const card = (title: string) => page.getByRole('region', { name: title });

  async function openHome(routes: FakeRoutes = homeRoutes(), user: User = fakeUser) {
    signedInAs(user);
    return renderApp({ client: createFakeApiClient({}, routes) });
  }

  it('shows the IMA at 7 years, the 3-month accumulation, the last 3 hours and the open alerts', async () => {
    await openHome();
    const ima = card('IMA aos 7 anos');
    await expect.element(ima).toHaveTextContent('36 m³/ha/ano');
    await expect
      .element(ima)
      .toHaveTextContent(
        'IMA provável (mediana) dos 5 talhões medidos entre 6,5 e 7,5 anos, com 80% de probabilidade entre 29,6 e 42,4 m³/ha/ano.',
      );

    const quarter = card('Acumulado de 3 meses');
    await expect.element(quarter).toHaveTextContent('250,5 mm');
    await expect.element(quarter).toHaveTextContent('Três Lagoas · De 01/09/2026 a 26/11/2026');
    await expect
      .element(quarter)
      .toHaveTextContent('Média histórica desses 3 meses: 360 mm (70% dela até agora)');
    await expect.element(quarter.getByText('Dados de demonstração')).toBeVisible();
    await expect.element(card('Últimas 3 horas').getByText('Dados de demonstração')).toBeVisible();
    const lastHours = card('Últimas 3 horas');
    await expect.element(lastHours).toHaveTextContent('1,2 mm');
    await expect.element(lastHours).toHaveTextContent(/Observado em 26\/11\/2026/);

    const alerts = card('Alertas abertos');
    await expect.element(alerts).toHaveTextContent('Talhões com alerta em 15/12/2025: 4');
    await expect.element(alerts.getByText('Talhão 002: -3,1 ha')).toBeVisible();
    await expect.element(alerts.getByText('Talhão 001: +2,4 ha')).toBeVisible();
    await expect.element(alerts.getByText('e mais 1')).toBeVisible();
    await expect.element(alerts).toHaveTextContent('Nenhum talhão com alerta em 15/12/2025.');
    await expect
      .element(alerts.getByRole('link', { name: 'Abrir Matocompetição' }))
      .toHaveAttribute('href', '/weedCompetition');
    await expect
      .element(alerts.getByRole('link', { name: 'Abrir Anomalias' }))
      .toHaveAttribute('href', '/anomaly');
  });

  it('keeps the other cards when one call fails', async () => {
    await openHome(
      homeRoutes({
        [routeKey(monitoringEndpoints.metrics)]: () => {
          throw apiError(500, 'unexpected', 'Ocorreu um erro inesperado.');
        },
      }),
    );
    await expect
      .element(card('IMA aos 7 anos').getByRole('alert'))
      .toHaveTextContent('Ocorreu um erro inesperado.');
    await expect.element(card('Acumulado de 3 meses')).toHaveTextContent('250,5 mm');
    await expect.element(card('Alertas abertos')).toHaveTextContent('Talhões com alerta em 15/12/2025: 4');
  });

  it('says what is missing: no plot at 7 years, no monitoring yet', async () => {
    await openHome(
      homeRoutes({
        [routeKey(monitoringEndpoints.metrics)]: () => [],
        [routeKey(monitoringEndpoints.weedsSummary)]: () => ({ ...emptySummary }),
      }),
    );
    await expect
      .element(card('IMA aos 7 anos'))
      .toHaveTextContent('Nenhum talhão medido entre 6,5 e 7,5 anos.');
    await expect.element(card('Alertas abertos')).toHaveTextContent('Ainda sem monitoramento.');
  });

  it('does not ask for plot metrics when the customer has neither productivity nor quality', async () => {
    const metrics = vi.fn(() => []);
    await openHome(homeRoutes({ [routeKey(monitoringEndpoints.metrics)]: metrics }), {
      ...fakeUser,
      services_json: { '1': [8], '2': [1, 2, 8] },
    });
    await expect
      .element(card('IMA aos 7 anos'))
      .toHaveTextContent('Serviço não contratado ou não disponível para este usuário/cliente.');
    await expect.element(card('Acumulado de 3 meses')).toHaveTextContent('250,5 mm');
    expect(metrics).not.toHaveBeenCalled();
  });

  it('follows the current customer at once when it is switched', async () => {
    await openHome();
    await expect.element(card('IMA aos 7 anos')).toHaveTextContent('36 m³/ha/ano');
    testSession().getState().setCurrentCustomer(2);
    await expect.element(card('IMA aos 7 anos')).toHaveTextContent('50 m³/ha/ano');
    await expect.element(card('Acumulado de 3 meses')).toHaveTextContent('410 mm');
    await expect.element(card('Últimas 3 horas')).toHaveTextContent('Vale do Araguaia');
    await expect.element(card('Alertas abertos')).toHaveTextContent('Ainda sem monitoramento.');
  });
});

const emptySummary = {
  kind: 'weeds',
  date: null,
  plots: [],
  totals: { plots: 0, monitoredPlots: 0, monitoredAreaHa: 0, flaggedAreaHa: 0, flaggedPct: 0, alerts: 0 },
};
