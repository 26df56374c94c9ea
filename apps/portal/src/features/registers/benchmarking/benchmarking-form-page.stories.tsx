import { benchmarkingEndpoints, routeKey } from '@dossel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { apiError, neverSettles } from '@dossel/api-client/testing';
import { paths } from '../../../config/paths';
import { withFakeClient } from '../../../testing/report-story';
import { registerFormMeta } from '../../../testing/register-story';
import { emptyHistory } from '../../../testing/staff-session';
import { fakeBenchmarkingRegister } from './benchmarking-fixtures';
import { BenchmarkingFormPage } from './benchmarking-form-page';

const meta = {
  title: 'Portal/Registers/Benchmarking/Form',
  component: BenchmarkingFormPage,
  ...registerFormMeta(paths.benchmarking, BenchmarkingFormPage, fakeBenchmarkingRegister().routes),
} satisfies Meta<typeof BenchmarkingFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A server that answers `POST` with `create`, and the customers of the select. */
const creating = (create: () => unknown) =>
  withFakeClient({
    ...fakeBenchmarkingRegister().routes,
    [routeKey(benchmarkingEndpoints.create)]: create,
    ...emptyHistory,
  });

const save = () => screen.getByRole('button', { name: 'Salvar' });

/** The customer select once its choices are in (it is drawn anew then: a new element). */
async function customerSelect() {
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeEnabled());
  return screen.getByRole('combobox', { name: 'Cliente' });
}

/** 30 Sep 2024 picked from the calendar (the field takes no typing): up from the month to the years, then down. */
async function pickDay() {
  await userEvent.click(screen.getByLabelText(/^Data/));
  const calendar = within(await screen.findByRole('dialog'));
  await userEvent.click(calendar.getByRole('button', { name: /^\S+ \d{4}$/ }));
  await userEvent.click(calendar.getByRole('button', { name: /^\d{4}$/ }));
  await userEvent.click(calendar.getByRole('button', { name: '2024' }));
  await userEvent.click(calendar.getByRole('button', { name: 'set' }));
  await userEvent.click(calendar.getByRole('button', { name: '30 setembro 2024' }));
}

/** A customer chosen and a day picked. */
async function fillIn() {
  await userEvent.selectOptions(await customerSelect(), 'Florestal Vale Verde');
  await pickDay();
  await userEvent.type(screen.getByRole('spinbutton', { name: 'IMA aos 7 anos' }), '35.25');
}

/** A new entry: '--' for the customer, so Save waits. */
export const New: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Novo histórico' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveDisplayValue('--'));
    await expect(save()).toBeDisabled();
  },
};

/** An existing entry, opened from its link: every field filled in, an empty number left empty. */
export const Edit: Story = {
  parameters: { path: paths.benchmarking.editHref(2) },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Editar histórico' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveDisplayValue(
        'Reflorestadora Serra Azul',
      ),
    );
    await expect(screen.getByLabelText(/^Data/)).toHaveTextContent('30/06/2024');
    await expect(screen.getByRole('spinbutton', { name: 'IMA aos 7 anos' })).toHaveValue(null);
    await expect(screen.getByRole('spinbutton', { name: 'Performance' })).toHaveValue(91);
    await expect(save()).toBeEnabled();
  },
};

/** A customer but no date: the date says it is required. */
export const Invalid: Story = {
  play: async () => {
    await userEvent.selectOptions(await customerSelect(), 'Agro Cerrado');
    await userEvent.click(save());
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(1));
    await expect(screen.getByLabelText(/^Data/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server has not answered yet: Save waits, saying so. */
export const Saving: Story = {
  parameters: creating(() => neverSettles()),
  play: async () => {
    await fillIn();
    await userEvent.click(save());
    await expect(await screen.findByRole('button', { name: 'Salvando…' })).toBeDisabled();
  },
};

/** The server refuses the entry: its first reason shows and the typing stays. */
export const ServerRejection: Story = {
  parameters: creating(() => {
    throw apiError(400, 'validation.invalid', 'Já existe um histórico deste cliente nesta data.');
  }),
  play: async () => {
    await fillIn();
    await userEvent.click(save());
    await waitFor(() =>
      expect(screen.getByText('Já existe um histórico deste cliente nesta data.')).toBeVisible(),
    );
    await expect(screen.getByRole('spinbutton', { name: 'IMA aos 7 anos' })).toHaveValue(35.25);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  parameters: { path: paths.benchmarking.editHref(1) },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Edit history' })).toBeVisible();
    await expect(await screen.findByRole('spinbutton', { name: 'MAI at 7 years' })).toBeVisible();
    await expect(await screen.findByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo historial' })).toBeVisible();
    await expect(screen.getByText('Elija la fecha en el calendario.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  },
};
