import type { User } from '@dossel/api-client';
import { apiError, createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '../../provider';
import { createAppRouter } from '../../router';
import { createI18n } from '../../../lib/i18n';
import { createPortalTestI18n } from '../../../testing/portal-i18n';
import { renderApp } from '../../../testing/render-app';
import { COLOR_SCHEME_STORAGE_KEY } from '../../../lib/color-scheme';
import { VIEW_STORAGE_KEY } from '../stores/view-storage-key';
import { testQueryClient, testServices, testSession } from '../../../testing/test-services';

const adminUser: User = { ...fakeUser, id: 1, name: 'Administrador Dossel', servicesAdmin: true };

function signedInAs(user: User = fakeUser) {
  testSession().getState().signIn('token');
  testSession().getState().setUser(user);
}

const mainMenu = () => page.getByRole('navigation', { name: 'Menu principal' });
const userControl = () => page.getByRole('banner').getByRole('button', { name: /Cliente Demo/ });

beforeEach(async () => {
  // Toasts live in one page-wide store: one test's toast must not cover the next test's header.
  notifications.clean();
  await page.viewport(1280, 800);
});

describe('the menu', () => {
  it('shows a customer without service 8 the report groups, but neither registers nor field costs', async () => {
    signedInAs();
    await renderApp();
    for (const group of ['Monitoramento', 'Gestão da produtividade', 'Clima e ambiente', 'Documentos']) {
      await expect.element(mainMenu().getByRole('button', { name: group })).toBeVisible();
    }
    expect(mainMenu().getByRole('button', { name: 'Cadastros' }).query()).toBeNull();
    expect(mainMenu().getByRole('button', { name: 'Custos de campo' }).query()).toBeNull();
  });

  it('shows the field-costs group when the current customer has service 8', async () => {
    signedInAs({ ...fakeUser, currentCustomerId: 2 });
    await renderApp();
    await mainMenu().getByRole('button', { name: 'Custos de campo' }).click();
    for (const item of [
      'Anotações de campo',
      'Operações',
      'Insumos',
      'Itens operacionais',
      'Prestadores de serviço',
    ]) {
      await expect.element(mainMenu().getByRole('link', { name: item })).toBeVisible();
    }
  });

  it('shows a services administrator the registers, benchmarking included on desktop', async () => {
    signedInAs(adminUser);
    await renderApp();
    await mainMenu().getByRole('button', { name: 'Cadastros' }).click();
    for (const item of [
      'Grupos de clientes',
      'Clientes',
      'Usuários',
      'Tipos de documento',
      'Documentos',
      'Benchmarking',
    ]) {
      await expect.element(mainMenu().getByRole('link', { name: item, exact: true })).toBeVisible();
    }
  });

  it('lists "Início" first and marks it active on /', async () => {
    signedInAs();
    await renderApp();
    const firstItem = mainMenu().getByRole('link').first();
    await expect.element(firstItem).toHaveTextContent('Início');
    await expect.element(firstItem).toHaveAttribute('aria-current', 'page');
  });

  it('marks the item of the first path segment active, in a group that starts open', async () => {
    signedInAs(adminUser);
    await renderApp({ path: '/customers/3/edit' });
    await expect
      .element(mainMenu().getByRole('button', { name: 'Cadastros' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(mainMenu().getByRole('link', { name: 'Clientes', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(mainMenu().getByRole('link', { name: 'Início' }))
      .not.toHaveAttribute('aria-current');
    await expect
      .element(mainMenu().getByRole('button', { name: 'Monitoramento' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('matches the segment whatever its case (the menu links /soilRelief, the route is /soilrelief)', async () => {
    signedInAs();
    await renderApp({ path: '/soilrelief' });
    await expect
      .element(mainMenu().getByRole('link', { name: 'Solo e relevo' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes a group, and follows an item to its screen', async () => {
    signedInAs();
    const { router } = await renderApp();
    const group = mainMenu().getByRole('button', { name: 'Gestão da produtividade' });
    await group.click();
    await expect.element(group).toHaveAttribute('aria-expanded', 'true');
    await mainMenu().getByRole('link', { name: 'Qualidade' }).click();
    await expect.element(page.getByRole('heading', { name: 'Qualidade' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/quality');
    await expect
      .element(mainMenu().getByRole('link', { name: 'Qualidade' }))
      .toHaveAttribute('aria-current', 'page');
    await group.click();
    await expect.element(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds the side menu away with the toggle and remembers it', async () => {
    signedInAs();
    await renderApp();
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Abrir' }))
      .toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu().element().hasAttribute('inert')).toBe(true);
    expect(JSON.parse(localStorage.getItem(VIEW_STORAGE_KEY) ?? '{}')).toMatchObject({
      navbarCollapsed: true,
    });
    await page.getByRole('button', { name: 'Abrir' }).click();
    await expect.element(page.getByRole('button', { name: 'Fechar' })).toBeVisible();
    expect(mainMenu().element().hasAttribute('inert')).toBe(false);
  });
});

describe('the menu on a 375 px phone', () => {
  beforeEach(async () => {
    await page.viewport(375, 667);
  });

  it('opens as a panel under the header at most 60% of the viewport high, and closes on a choice', async () => {
    signedInAs(adminUser);
    const { router } = await renderApp();
    const toggle = page.getByRole('button', { name: 'Abrir' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu().element().hasAttribute('inert')).toBe(true);

    await toggle.click();
    const nav = mainMenu().element();
    expect(nav.hasAttribute('inert')).toBe(false);
    expect(getComputedStyle(nav).maxHeight).toBe(`${window.innerHeight * 0.6}px`);
    expect(nav.getBoundingClientRect().top).toBe(70);

    await mainMenu().getByRole('button', { name: 'Cadastros' }).click();
    // Benchmarking and soil and relief are listed in the desktop menu only.
    expect(mainMenu().getByRole('link', { name: 'Benchmarking' }).query()).toBeNull();
    await mainMenu().getByRole('link', { name: 'Usuários' }).click();
    // The route's loader (it starts the screen's code) settles before the address changes.
    await expect.poll(() => router.state.location.pathname).toBe('/users');
    await expect
      .element(page.getByRole('button', { name: 'Abrir' }))
      .toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu().element().hasAttribute('inert')).toBe(true);
  });

  it('keeps the user name in the header and offers no enlarged view', async () => {
    signedInAs();
    await renderApp();
    await expect.element(userControl()).toBeVisible();
    await page.getByRole('button', { name: 'Configurações' }).click();
    await expect.element(page.getByRole('menuitemradio', { name: 'English (US)' })).toBeVisible();
    expect(page.getByRole('menuitemradio', { name: 'Visualização ampliada' }).query()).toBeNull();
  });
});

describe('the customer switch', () => {
  it('calls the API, names the new customer, shows its field costs and drops the old cached data', async () => {
    const switchCustomer = vi.fn(async ({ newCustomerId }: { newCustomerId: number }) => ({
      ...fakeUser,
      currentCustomerId: newCustomerId,
    }));
    signedInAs();
    testQueryClient().setQueryData(['reports', 'of-the-current-customer'], { plots: 12 });
    await renderApp({ client: createFakeApiClient({ switchCustomer }) });
    await expect.element(page.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();

    await userControl().click();
    await page.getByRole('menuitemradio', { name: 'Florestal Vale Verde' }).click();

    await expect.element(page.getByText('Agora você vê os dados de Florestal Vale Verde.')).toBeVisible();
    expect(switchCustomer).toHaveBeenCalledExactlyOnceWith({ newCustomerId: 2 });
    await expect.element(page.getByText('Cliente atual: Florestal Vale Verde')).toBeVisible();
    await expect.element(mainMenu().getByRole('button', { name: 'Custos de campo' })).toBeVisible();
    expect(testSession().getState().currentCustomer).toBe(2);
    expect(testQueryClient().getQueryData(['reports', 'of-the-current-customer'])).toBeUndefined();

    // The toast sits over the top-right corner of the header; the user closes it to reach their control.
    await page.getByRole('alert').getByRole('button', { name: 'Fechar' }).click();
    await userControl().click();
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Florestal Vale Verde' }))
      .toHaveAttribute('aria-checked', 'true');
  });

  it("shows the server's first message when the switch is refused, and keeps the customer", async () => {
    const switchCustomer = async () => {
      throw apiError(400, 'auth.customerNotLinked', 'Você não está vinculado a este cliente.');
    };
    signedInAs();
    await renderApp({ client: createFakeApiClient({ switchCustomer }) });
    await userControl().click();
    await page.getByRole('menuitemradio', { name: 'Florestal Vale Verde' }).click();
    await expect.element(page.getByText('Você não está vinculado a este cliente.')).toBeVisible();
    await expect.element(page.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
    expect(testSession().getState().currentCustomer).toBe(1);
    expect(mainMenu().getByRole('button', { name: 'Custos de campo' }).query()).toBeNull();
  });

  it('is not offered to a user with one customer', async () => {
    signedInAs({ ...fakeUser, customers: [{ id: 1, name: 'Reflorestadora Serra Azul' }] });
    await renderApp();
    await userControl().click();
    await expect.element(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    expect(page.getByRole('menuitemradio').query()).toBeNull();
  });
});

describe('the settings', () => {
  afterEach(() => {
    // The language the detector remembered stays in the browser between tests otherwise.
    document.cookie = 'i18next=; max-age=0; path=/';
  });

  it('switches the language at once and remembers it for the next visit', async () => {
    // The portal's own i18n set-up (detector and its caches), with the texts bundled instead of fetched.
    const resources = createPortalTestI18n().store.data;
    const i18n = createI18n({ lng: 'pt-BR', resources, initAsync: false });
    signedInAs();
    const services = { ...testServices(), i18n };
    const router = createAppRouter(
      (routes) => createMemoryRouter(routes, { initialEntries: ['/'] }),
      services,
    );
    await render(
      <AppProvider services={services}>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitemradio', { name: 'English (US)' }).click();

    await expect.element(page.getByRole('heading', { name: 'Hello, Cliente Demo!' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect
      .element(page.getByRole('menuitemradio', { name: 'English (US)' }))
      .toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');

    const nextVisit = createI18n({ resources, initAsync: false });
    expect(nextVisit.language).toBe('en-US');
  });

  it('enlarges the whole interface through the root font size, remembered, until the standard view', async () => {
    signedInAs();
    await renderApp();
    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitemradio', { name: 'Visualização ampliada' }).click();
    await expect.poll(() => document.documentElement.style.fontSize).toBe('112.5%');
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Visualização ampliada' }))
      .toHaveAttribute('aria-checked', 'true');
    expect(JSON.parse(localStorage.getItem(VIEW_STORAGE_KEY) ?? '{}')).toMatchObject({ enlarged: true });

    await page.getByRole('menuitemradio', { name: 'Visualização padrão' }).click();
    await expect.poll(() => document.documentElement.style.fontSize).toBe('');
  });

  it('starts in the remembered enlarged view and leaves it with the shell at logout', async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, JSON.stringify({ enlarged: true }));
    signedInAs();
    await renderApp();
    await expect.poll(() => document.documentElement.style.fontSize).toBe('112.5%');
    await userControl().click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('turns the whole page dark at once, remembers it on this device and keeps it after signing out', async () => {
    signedInAs();
    await renderApp();
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Configurações' }).click();
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Clara' }))
      .toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Escura' }).click();
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Escura' }))
      .toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

    await page.getByRole('menuitemradio', { name: 'Seguir o sistema' }).click();
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
    const system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    expect(root).toHaveAttribute('data-mantine-color-scheme', system);

    await page.getByRole('menuitemradio', { name: 'Escura' }).click();
    await userEvent.keyboard('{Escape}');
    await userControl().click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('starts in the scheme this device remembers', async () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    signedInAs();
    await renderApp();
    await expect.poll(() => document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('toggles the content between the standard and the full width', async () => {
    // Wide enough for the standard width to leave room on both sides.
    await page.viewport(1600, 900);
    signedInAs();
    await renderApp();
    const toggle = page.getByRole('button', { name: 'Conteúdo em largura total' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    const standardWidth = page.getByRole('main').element().firstElementChild?.clientWidth ?? 0;
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => page.getByRole('main').element().firstElementChild?.clientWidth ?? 0)
      .toBeGreaterThan(standardWidth);
  });
});

describe('the user control', () => {
  it('shows the name, e-mail and current customer, and leads to the change-password page', async () => {
    signedInAs();
    const { router } = await renderApp();
    await expect.element(userControl()).toBeVisible();
    await userControl().click();
    const dropdown = page.getByRole('menu');
    await expect.element(dropdown.getByText('cliente@demo.com.br')).toBeVisible();
    await expect.element(dropdown.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
    await dropdown.getByRole('menuitem', { name: 'Alterar senha' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/change-password');
  });

  it('logs out back to the sign-in page with local storage empty', async () => {
    signedInAs();
    await renderApp();
    await userControl().click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(localStorage.getItem('dossel.token')).toBeNull();
    expect(testSession().getState()).toMatchObject({ isLoggedIn: false, user: null, currentCustomer: null });
  });

  it('is reached and used with the keyboard alone, like every header control', async () => {
    signedInAs();
    await renderApp();
    const toggle = page.getByRole('button', { name: 'Fechar' });
    await expect.element(toggle).toBeVisible();
    toggle.element().focus();
    for (const next of [
      page.getByRole('link', { name: 'Dossel, página inicial' }),
      page.getByRole('button', { name: 'Conteúdo em largura total' }),
      page.getByRole('button', { name: 'Configurações' }),
      userControl(),
    ]) {
      await userEvent.tab();
      await expect.element(next).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Reflorestadora Serra Azul' }))
      .toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitemradio', { name: 'Florestal Vale Verde' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(userControl()).toHaveFocus();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });
});
