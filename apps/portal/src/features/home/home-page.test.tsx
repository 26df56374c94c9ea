import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import type { QuarterlyReport, User } from '@dossel/api-client';
import { createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import { sessionStore } from '../auth/stores/session-store';
import { renderApp } from '../../testing/render-app';

function quarterlyReport(plots: number): QuarterlyReport {
  return {
    customerId: 1,
    year: 2025,
    quarter: 1,
    from: '2025-01-01',
    to: '2025-03-31',
    ageClasses: [],
    totals: { plots, areaHa: plots * 10, stockM3cc: plots * 1000 },
  };
}

function clientWithReport(plots: number) {
  return createFakeApiClient({}, { 'GET /reports/quarterly': () => quarterlyReport(plots) });
}

function signedInAs(user: User) {
  sessionStore.getState().signIn('token');
  sessionStore.getState().setUser(user);
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
