import type { User } from '@dossel/api-client';
import { apiError, createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { atViewport } from '../../../testing/report-story';
import { sessionAs, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { HomePage } from '../../../features/home/components/home-page';
import { VIEW_STORAGE_KEY } from '../stores/view-storage-key';
import { AppLayout } from './app-layout';

const adminUser: User = {
  ...fakeUser,
  id: 1,
  name: 'Administrador Dossel',
  email: 'admin@dossel.com.br',
  servicesAdmin: true,
};

const signedInAs = (user: User, currentCustomer: number) => () => {
  // The view settings live in local storage: each story starts from the standard view.
  localStorage.removeItem(VIEW_STORAGE_KEY);
  sessionAs({ token: 'story-token', user, isLoggedIn: true, currentCustomer })();
};

/** The shell at `parameters.path` (default '/'), with the home page as every routed screen. */
const withShell: Decorator = (_Story, { parameters }) => (
  <StoryRouter
    routes={[{ element: <AppLayout />, children: [{ path: '*', element: <HomePage /> }] }]}
    path={typeof parameters.path === 'string' ? parameters.path : '/'}
  />
);

const meta = {
  title: 'Portal/Shell/Signed-in shell',
  component: AppLayout,
  decorators: [withShell, withPortalTexts],
  beforeEach: signedInAs(fakeUser, 1),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

const menuOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Menu principal' }));

/** A customer working for Serra Azul (no service 8): every report group, no registers, no field costs. */
export const CustomerMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    const menu = menuOf(canvasElement);
    await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    for (const group of ['Monitoramento', 'Gestão da produtividade', 'Clima e ambiente', 'Documentos']) {
      await expect(menu.getByRole('button', { name: group })).toBeVisible();
    }
    await expect(menu.queryByRole('button', { name: 'Cadastros' })).toBeNull();
    await expect(menu.queryByRole('button', { name: 'Custos de campo' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The same customer working for Vale Verde, which has service 8: the field-costs group shows. */
export const CustomerMenuWithFieldOperations: Story = {
  beforeEach: signedInAs(fakeUser, 2),
  play: async ({ canvasElement }) => {
    const menu = menuOf(canvasElement);
    await userEvent.click(await menu.findByRole('button', { name: 'Custos de campo' }));
    for (const item of [
      'Anotações de campo',
      'Operações',
      'Insumos',
      'Itens operacionais',
      'Prestadores de serviço',
    ]) {
      await expect(await menu.findByRole('link', { name: item })).toBeVisible();
    }
  },
};

/** Staff see the registers, benchmarking included (a desktop-only item); the active group starts open. */
export const AdminMenu: Story = {
  beforeEach: signedInAs(adminUser, 1),
  parameters: { path: '/customers' },
  play: async ({ canvasElement }) => {
    const menu = menuOf(canvasElement);
    await expect(await menu.findByRole('button', { name: 'Cadastros' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const item of ['Grupos de clientes', 'Usuários', 'Tipos de documento', 'Benchmarking']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  },
};

/** The toggle folds the side menu away; 'Abrir' brings it back. */
export const CollapsedSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fechar' }));
    const toggle = canvas.getByRole('button', { name: 'Abrir' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded away out of sight, and inert: its links leave the tab order and the accessibility tree.
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toHaveAttribute('inert');
    await waitFor(() => expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(0));
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).not.toHaveAttribute('inert');
  },
};

const PHONE = atViewport('phone375', 375, 667);

/** A 375 px phone: the menu opens as a panel under the header, at most 60% of the viewport high. */
export const MobileMenuOpen: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir' }));
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toBeVisible();
    await expect(nav.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight * 0.6 + 1);
    const menu = within(nav);
    await userEvent.click(menu.getByRole('button', { name: 'Clima e ambiente' }));
    await expect(await menu.findByRole('link', { name: 'Clima' })).toBeVisible();
    // Soil and relief is a desktop-only item.
    await expect(menu.queryByRole('link', { name: 'Solo e relevo' })).toBeNull();
  },
};

/** The settings: the standard or enlarged view, the colour scheme and the language, each named in itself. */
export const SettingsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Configurações' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Visualização padrão' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menuitemradio', { name: 'Visualização ampliada' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(screen.getByRole('menuitemradio', { name: 'Clara' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menuitemradio', { name: 'Escura' })).toBeVisible();
    await expect(screen.getByRole('menuitemradio', { name: 'Seguir o sistema' })).toBeVisible();
    await expect(screen.getByRole('menuitemradio', { name: 'Português (Brasil)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menuitemradio', { name: 'English (US)' })).toBeVisible();
    await expect(screen.getByRole('menuitemradio', { name: 'Español' })).toBeVisible();
  },
};

/** The shell in the dark scheme: header, side menu, the page behind the cards and the cards. */
export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  },
};

/** The settings in the dark scheme, with the dark scheme chosen. */
export const DarkSettingsOpen: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Configurações' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Escura' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** The user control: name, e-mail, current customer, the customer switch, change password, logout. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Cliente Demo/ }));
    const dropdown = within(await screen.findByRole('menu'));
    await expect(dropdown.getByText('cliente@demo.com.br')).toBeVisible();
    await expect(dropdown.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
    await expect(dropdown.getByRole('menuitemradio', { name: 'Reflorestadora Serra Azul' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(dropdown.getByRole('menuitemradio', { name: 'Florestal Vale Verde' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(dropdown.getByRole('menuitem', { name: 'Alterar senha' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    await expect(dropdown.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  },
};

/** Choosing another customer: a success toast, and the menu follows (Vale Verde has field costs). */
export const SwitchingCustomer: Story = {
  parameters: {
    dossel: {
      client: createFakeApiClient({
        switchCustomer: async ({ newCustomerId }) => ({ ...fakeUser, currentCustomerId: newCustomerId }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Cliente Demo/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Florestal Vale Verde' }));
    // Toasts render in a portal on the page, outside the story's canvas.
    await waitFor(() =>
      expect(screen.getByText('Agora você vê os dados de Florestal Vale Verde.')).toBeVisible(),
    );
    await expect(canvas.getByText('Cliente atual: Florestal Vale Verde')).toBeVisible();
    await expect(menuOf(canvasElement).getByRole('button', { name: 'Custos de campo' })).toBeVisible();
  },
};

/** A refused switch shows the server's message and keeps the current customer. */
export const CustomerSwitchRefused: Story = {
  parameters: {
    dossel: {
      client: createFakeApiClient({
        switchCustomer: async () => {
          throw apiError(403, 'auth.customerNotLinked', 'Você não está vinculado a este cliente.');
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Cliente Demo/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Florestal Vale Verde' }));
    await waitFor(() => expect(screen.getByText('Você não está vinculado a este cliente.')).toBeVisible());
    await expect(canvas.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Full-width content' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Enlarged view' })).toBeVisible();
    await expect(screen.getByRole('menuitemradio', { name: 'English (US)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Cliente Demo/ }));
    const dropdown = within(await screen.findByRole('menu'));
    await expect(dropdown.getByRole('menuitem', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(dropdown.getByText('Cliente actual: Reflorestadora Serra Azul')).toBeVisible();
  },
};

/**
 * A phone without network (the installed app in the field): the header's "Sem conexão" shows whole (the
 * logo without the product's name beside it), and the cards wait for the connection.
 */
export const PhoneOffline: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    onlineManager.setOnline(false);
    return () => {
      delete (navigator as { onLine?: boolean }).onLine;
      onlineManager.setOnline(true);
    };
  },
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = await canvas.findByRole('link', { name: 'Ver anotações aguardando envio: Sem conexão' });
    await expect(badge).toHaveTextContent(/^Sem conexão$/);
    // Not cut to 'Sem c…': its label is as wide as its words.
    const label = badge.querySelector('.mantine-Badge-label') as HTMLElement;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    // The user menu still fits in the header.
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
