import { benchmarkingEndpoints, routeKey } from '@dossel/api-client';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { apiError, type FakeRoutes } from '@dossel/api-client/testing';
import { catchSavedFiles, csvLines, fileSavedBy } from '../../../testing/saved-files';
import { openAsStaff, deleteAfterAsking } from '../testing/open-as-staff';
import { fakeBenchmarkingRegister } from './benchmarking-fixtures';

async function open(path: string, register = fakeBenchmarkingRegister(), extra: FakeRoutes = {}) {
  return { ...(await openAsStaff(path, register.routes, extra)), register };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const customerSelect = () => page.getByRole('combobox', { name: 'Cliente' });
const dateField = () => page.getByLabelText(/^Data/);
const MONTHS = 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro';
const SHORT_MONTHS = 'jan fev mar abr mai jun jul ago set out nov dez';

/** Picks a day as a user does: opens the calendar, climbs from the month to the years, then goes down. */
async function pickDay(iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await dateField().click();
  const calendar = page.getByRole('dialog');
  // The title: 'novembro 2026', then '2026'.
  await calendar.getByRole('button', { name: /^\S+ \d{4}$/ }).click();
  await calendar.getByRole('button', { name: /^\d{4}$/ }).click();
  await calendar.getByRole('button', { name: String(year), exact: true }).click();
  await calendar.getByRole('button', { name: SHORT_MONTHS.split(' ')[month - 1], exact: true }).click();
  await calendar.getByRole('button', { name: `${day} ${MONTHS.split(' ')[month - 1]} ${year}` }).click();
}
const number = (name: string) => page.getByRole('spinbutton', { name });
const save = () => page.getByRole('button', { name: 'Salvar' });
const bodyRows = () => page.getByRole('row').elements().slice(1);

/** Waits for the customers to load: the select is drawn anew with them. */
async function chooseCustomer(name: string) {
  await expect.element(customerSelect()).toBeEnabled();
  await customerSelect().selectOptions(name);
}

describe('the benchmarking register', () => {
  it('creates an entry: Save waits for a customer, empty numbers go as null, the customer as a number', async () => {
    const { register, router } = await open('/benchmarking');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Benchmarking' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Florestal Vale Verde/ })).toBeVisible();
    await page.getByRole('link', { name: 'Novo' }).click();

    await expect.element(page.getByRole('heading', { level: 1, name: 'Novo histórico' })).toBeVisible();
    await expect.element(customerSelect()).toHaveDisplayValue('--');
    await expect.element(save()).toBeDisabled();
    await chooseCustomer('Agro Cerrado');
    await expect.element(save()).toBeEnabled();
    await pickDay('2024-09-30');
    await number('IMA aos 7 anos').fill('35.125');
    await number('Impacto do clima').fill('-1.5');
    await save().click();

    await expect.element(page.getByText('Histórico adicionado com sucesso')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Agro Cerrado 30\/09\/2024/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/benchmarking');
    expect(register.received).toEqual([
      {
        call: 'POST',
        body: { customer_id: 3, data: '2024-09-30', ima7: 35.125, performance: null, impacto_clima: -1.5 },
      },
    ]);
  });

  it('takes the date only from the calendar: typing leaves it as it was', async () => {
    await open('/benchmarking/new');
    await chooseCustomer('Agro Cerrado');
    // Focused from the keyboard, as a typist would reach it (a click opens the calendar).
    (dateField().element() as HTMLButtonElement).focus();
    await userEvent.keyboard('31122024');
    await expect.element(dateField()).toHaveTextContent(/^$/);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the date is required, in the spec words, and sends nothing', async () => {
    const { register } = await open('/benchmarking/new');
    await chooseCustomer('Florestal Vale Verde');
    await save().click();
    await expect.element(page.getByText('Campo obrigatório')).toBeVisible();
    await expect.element(dateField()).toHaveAttribute('aria-invalid', 'true');
    await pickDay('2024-12-31');
    await expect.element(page.getByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(register.received).toEqual([]);
  });

  it('opens an edit link directly, saves the change and lands on the list', async () => {
    const { register, router } = await open('/benchmarking/2/edit');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Editar histórico' })).toBeVisible();
    await expect.element(customerSelect()).toHaveDisplayValue('Reflorestadora Serra Azul');
    await expect.element(dateField()).toHaveTextContent('30/06/2024');
    await expect.element(number('IMA aos 7 anos')).toHaveValue(null);
    await number('Performance').fill('93.75');
    await save().click();

    await expect.element(page.getByText('Histórico alterado com sucesso')).toBeVisible();
    expect(router.state.location.pathname).toBe('/benchmarking');
    expect(register.received).toEqual([
      {
        call: 'PUT 2',
        body: {
          customer_id: 1,
          data: '2024-06-30',
          ima7: null,
          performance: 93.75,
          impacto_clima: 1.75,
          version: 1,
        },
      },
    ]);
    await expect.element(page.getByRole('row', { name: /93,75/ })).toBeVisible();
  });

  it.each(['/benchmarking/404/edit', '/benchmarking/abc/edit'])(
    'sends %s back to the list with the not-found error',
    async (path) => {
      const { router } = await open(path);
      await expect
        .element(page.getByText('Benchmarking não encontrado. Abra-o a partir da lista.'))
        .toBeVisible();
      await expect.element(page.getByRole('heading', { level: 1, name: 'Benchmarking' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/benchmarking');
    },
  );

  it('shows the first reason of a refused save and keeps what was typed', async () => {
    await open('/benchmarking/new', fakeBenchmarkingRegister(), {
      [routeKey(benchmarkingEndpoints.create)]: () => {
        throw apiError(400, 'validation.invalid', 'Já existe um histórico deste cliente nesta data.');
      },
    });
    await chooseCustomer('Reflorestadora Serra Azul');
    await pickDay('2024-03-31');
    await number('Performance').fill('90');
    await save().click();
    await expect.element(page.getByText('Já existe um histórico deste cliente nesta data.')).toBeVisible();
    await expect.element(number('Performance')).toHaveValue(90);
    await expect.element(save()).toBeEnabled();
  });

  it('deletes an entry after asking, then refreshes the list', async () => {
    const { register } = await open('/benchmarking');
    await deleteAfterAsking('Florestal Vale Verde 01/01/2024', /Florestal Vale Verde/);
    expect(register.rows().map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('keeps the customer and date filter in the address and exports what it shows as CSV', async () => {
    const files = catchSavedFiles();
    const { router } = await open('/benchmarking');
    await expect.element(page.getByRole('row', { name: /Florestal Vale Verde/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Cliente' }).selectOptions('Reflorestadora Serra Azul');
    await expect.element(page.getByRole('row', { name: /Florestal Vale Verde/ })).not.toBeInTheDocument();
    await page.getByLabelText('Data').fill('2024-03-31');
    await expect.element(page.getByRole('row', { name: /30\/06\/2024/ })).not.toBeInTheDocument();
    // The filtered list arrives from the server: wait for it rather than read the rows in between.
    await expect.element(page.getByRole('row', { name: /31\/03\/2024/ })).toBeVisible();
    await expect.poll(() => bodyRows()).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      customer: '1',
      date: '2024-03-31',
    });

    const file = await fileSavedBy(files, () => page.getByRole('button', { name: 'Baixar CSV' }).click());
    expect(file.name).toBe('benchmarking_data.csv');
    expect(await csvLines(file)).toEqual([
      'Cliente;data;ima7;performance;impacto_clima',
      'Reflorestadora Serra Azul;2024-03-31;38,5;96,25;-4,1',
      '',
    ]);
    await expect.element(page.getByText('Download do CSV realizado com sucesso')).toBeVisible();
  });
});
