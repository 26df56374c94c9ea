import { benchmarkingEndpoints, routeKey } from '@dossel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { apiError, createFakeApiClient, neverSettles, type FakeRoutes } from '@dossel/api-client/testing';

import { BenchmarkingTable, type BenchmarkingTableProps } from './benchmarking-table';
import { benchmarkingRoutes, fakeBenchmarking, fakeCustomerOptions } from './benchmarking-table.fixtures';

/** A fake server of the history, with `extra` routes replacing its own. */
const serverClient = (extra: FakeRoutes = {}) =>
  createFakeApiClient({}, { ...benchmarkingRoutes(), ...extra });

// Typed as the props (not as spies) so tests can pass their own callbacks to the composed stories.
const defaultArgs: BenchmarkingTableProps = {
  label: 'Benchmarking',
  client: serverClient(),
};

const meta = {
  title: 'widgets/BenchmarkingTable',
  component: BenchmarkingTable,
  args: defaultArgs,
} satisfies Meta<typeof BenchmarkingTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: 'Benchmarking' });

/** Loaded through its client: every customer's history, by customer, with the filters and the export. */
export const Filled: Story = {
  play: async () => {
    await expect(await screen.findByRole('row', { name: /Agro Cerrado/ })).toBeVisible();
    await expect(within(await table()).getAllByRole('row')).toHaveLength(fakeBenchmarking.length + 1);
    await expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveDisplayValue('Todos os clientes');
    await expect(screen.getByLabelText('Data')).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Baixar CSV' })).toBeVisible();
  },
};

/** The history has not arrived: skeleton rows. */
export const Loading: Story = {
  args: { client: serverClient({ [routeKey(benchmarkingEndpoints.list)]: () => neverSettles() }) },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
  },
};

/** Nothing recorded yet; exporting says there is nothing to download. */
export const Empty: Story = {
  args: { client: serverClient({ [routeKey(benchmarkingEndpoints.list)]: () => [] }) },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Nenhum registro cadastrado.')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(screen.getByText('Não há dados disponíveis para download.')).toBeVisible());
  },
};

/** One customer chosen: its entries only, from `/filtros`; the date filter opens. */
export const FilteredByCustomer: Story = {
  play: async () => {
    await screen.findByRole('row', { name: /Agro Cerrado/ });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Cliente' }),
      'Reflorestadora Serra Azul',
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Agro Cerrado/ })).toBeNull());
    await expect(screen.getAllByRole('row', { name: /Reflorestadora Serra Azul/ })).toHaveLength(2);
    await expect(screen.getByLabelText('Data')).toBeEnabled();
  },
};

/** With row actions: edit and delete per row; delete asks first. */
export const WithRowActions: Story = {
  args: { onEdit: fn(), onDelete: fn(async () => undefined) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Agro Cerrado 31/12/2023' }));
    await expect(args.onEdit).toHaveBeenCalledWith(fakeBenchmarking[3]);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Agro Cerrado 31/12/2023' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja excluir esse registro?' });
    await expect(dialog).toHaveTextContent('Essa ação não poderá ser revertida.');
  },
};

/** The host's own rows and customers (the portal keeps them in its cache): no client. */
export const HostRows: Story = {
  args: { client: undefined, rows: fakeBenchmarking.slice(0, 2), customers: fakeCustomerOptions },
  play: async () => {
    await expect(await screen.findAllByRole('row', { name: /Reflorestadora Serra Azul/ })).toHaveLength(2);
    await expect(screen.queryByRole('row', { name: /Agro Cerrado/ })).toBeNull();
  },
};

/** The history cannot be loaded: the server's first reason. */
export const LoadFailed: Story = {
  args: {
    client: serverClient({
      [routeKey(benchmarkingEndpoints.list)]: () => {
        throw apiError(403, 'auth.forbidden', 'Acesso restrito à equipe de serviços.');
      },
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Acesso restrito à equipe de serviços.');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveDisplayValue('All customers');
    await expect(await screen.findByRole('cell', { name: '12/31/2023' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Descargar CSV' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveDisplayValue('Todos los clientes');
    await expect(await screen.findByRole('cell', { name: '31/12/2023' })).toBeVisible();
  },
};
