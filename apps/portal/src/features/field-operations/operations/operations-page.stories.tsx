import { neverSettles } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { paths } from '../../../config/paths';
import { withFakeClient } from '../../../testing/report-story';
import { registerListMeta } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { fakeOperationsServer, manyOperations, OPERATIONS_API } from './operations-fixtures';
import { OperationsPage } from './operations-page';

const meta = {
  title: 'Portal/Field operations/Operations/List',
  component: OperationsPage,
  ...registerListMeta(paths.operations, OperationsPage, fakeOperationsServer().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof OperationsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const server = (routes = fakeOperationsServer().routes) => withFakeClient(routes);

/** The page has not arrived: skeleton rows. */
export const Loading: Story = {
  parameters: server({ ...fakeOperationsServer().routes, [`GET ${OPERATIONS_API}`]: () => neverSettles() }),
  play: async () => {
    // The records' table says so (the summary below has its own loading state).
    await expect(await screen.findByText('Carregando…')).toHaveAttribute('role', 'status');
  },
};
/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: server(fakeOperationsServer([]).routes),
  play: async () => {
    await waitFor(() => expect(screen.getByText('Nenhum registro cadastrado.')).toBeVisible());
    await expect(screen.getByRole('link', { name: 'Novo' })).toBeVisible();
  },
};
/** The records, newest first, each with its provider and total cost in R$. */
export const Filled: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Operações' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /Operador de motosserra/ });
    await expect(row).toHaveTextContent(/Terceiro · Silvicultura Horizonte Ltda/);
    await expect(row).toHaveTextContent(/R\$\s541,50/);
  },
};
/** The records and the costs summary below them in the dark scheme. */
export const Dark: Story = { ...Filled, globals: { colorScheme: 'dark' } };
/** 45 records: the API answers 20 at a time and the table pages through them. */
export const Paged: Story = {
  parameters: server(fakeOperationsServer(manyOperations(45)).routes),
  play: async () => {
    await expect(await screen.findByText('1–20 de 45')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await expect(await screen.findByText('21–40 de 45')).toBeVisible();
  },
};
/** Filtered by a period and an operation group. */
export const Filtered: Story = {
  parameters: {
    ...server(fakeOperationsServer(manyOperations(45)).routes),
    path: '/operations?grupo=Plantio&de=2025-12-01',
  },
  play: async () => {
    await expect(await screen.findByText('1–16 de 16')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Grupo' })).toHaveDisplayValue('Plantio');
  },
};
/** Delete asks first, in the spec's words. */
export const DeleteConfirmation: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Operador de motosserra de 20/10/2025 em CES-001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deseja excluir esse registro?' });
    await expect(dialog).toHaveTextContent('Essa ação não poderá ser revertida.');
  },
};
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    await expect(await screen.findByRole('row', { name: /Own · José Almeida/ })).toHaveTextContent(
      /R\$\s?12,600\.00/,
    );
  },
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Operaciones' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Nuevo' })).toBeVisible();
  },
};
