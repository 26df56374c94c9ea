import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { chooseOption, registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { CUSTOMERS_API, fakeCustomersServer } from './customers-fixtures';
import { CustomerFormPage } from './customer-form-page';

const meta = {
  title: 'Portal/Registers/Customers/Form',
  component: CustomerFormPage,
  ...registerFormMeta(paths.customers, CustomerFormPage, fakeCustomersServer().routes),
} satisfies Meta<typeof CustomerFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerFormStories({
  api: CUSTOMERS_API,
  editPath: paths.customers.editHref(1),
  shown: { label: 'Nome', value: 'Reflorestadora Serra Azul' },
  typed: {
    Nome: 'Madeireira Litoral',
    Documento: '45.678.901/0001-23',
    'Domínio de e-mail': 'litoral.com.br',
    'Nível 1 (gloc1)': 'Fazenda',
    'Nível 2 (gloc2)': 'Região',
    'Nível 3 (gloc3)': 'Talhão',
    'Nível 4 (gloc4)': 'Projeto',
    'Nível 5 (gloc5)': 'Módulo',
    'Nível padrão (glocpadrao)': 'Talhão',
  },
  // Name, document, e-mail domain, group, the five levels and the default level.
  required: 10,
  titles: {
    new: { 'pt-BR': 'Novo cliente', 'en-US': 'New customer', es: 'Nuevo cliente' },
    edit: { 'pt-BR': 'Editar cliente', 'en-US': 'Edit customer', es: 'Editar cliente' },
  },
  lookups: fakeCustomersServer().routes,
  choose: () => chooseOption('Grupo de clientes', 'Cerrado Norte'),
});

export const New: Story = stories.New;
export const Edit: Story = stories.Edit;
export const Invalid: Story = stories.Invalid;
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;

/** An existing customer's label dictionary, filled in below its location levels. */
export const EditWithLabels: Story = {
  parameters: { path: paths.customers.editHref(1) },
  play: async () => {
    const labels = await screen.findByRole('group', { name: 'Dicionário de rótulos' });
    await expect(labels).toHaveAccessibleDescription(/Um campo deixado em branco mantém o rótulo/);
    await expect(await screen.findByRole('textbox', { name: 'Material genético' })).toHaveValue('Clone');
    await expect(screen.getByRole('textbox', { name: 'Rotação' })).toHaveValue('');
    await expect(screen.getByRole('combobox', { name: 'Grupo de clientes' })).toHaveDisplayValue(
      'Serra Azul',
    );
  },
};

/** An e-mail domain that is not one: 'Valor inválido'. */
export const InvalidEmailDomain: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Domínio de e-mail' }), 'sem dominio');
    await userEvent.tab();
    await expect(await screen.findByText('Valor inválido')).toBeVisible();
  },
};

/** Issue 15: the customer's wood price from a date, and a new one set from a later date. */
export const WoodPrice: Story = {
  parameters: { path: paths.customers.editHref(1) },
  play: async () => {
    const section = await screen.findByRole('region', { name: 'Preço da madeira' });
    const prices = await within(section).findByRole('table', { name: 'Preços da madeira' });
    await expect(within(prices).getByText('R$ 85,50')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Definir preço' }));
    await expect(await within(section).findAllByText('Campo obrigatório')).toHaveLength(2);
    await userEvent.type(within(section).getByLabelText(/^Válido a partir de/), '2026-01-01');
    await userEvent.type(within(section).getByLabelText(/^Preço \(R\$\/m³\)/), '92,4');
    await userEvent.click(within(section).getByRole('button', { name: 'Definir preço' }));
    await expect(await within(prices).findByText('R$ 92,40')).toBeVisible();
    // Toasts render in a portal on the page, and fade in.
    await waitFor(() => expect(screen.getByText('Preço da madeira salvo')).toBeVisible());
  },
};

/** A customer without a wood price: its losses are in m³ only, and the section says so. */
export const WithoutWoodPrice: Story = {
  globals: { locale: 'en-US' },
  parameters: { path: paths.customers.editHref(2) },
  play: async () => {
    const section = await screen.findByRole('region', { name: 'Wood price' });
    await expect(await within(section).findByText('No price set: losses show in m³ only.')).toBeVisible();
  },
};
