import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { paths } from '../apps/portal/src/config/paths';
import { expect, signIn, test } from './support';

const CLIENT = { email: 'cliente@demo.com.br', name: 'Cliente Demonstração' };
const VALE_VERDE = 'Florestal Vale Verde';
const NOT_CONTRACTED = 'Serviço não contratado ou não disponível para este usuário/cliente.';
const REQUIRED = 'Campo obrigatório';
const CREATED = 'Cadastro criado com sucesso!';

const main = (page: Page) => page.getByRole('main');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const unique = (label: string) => `${label} e2e ${Date.now().toString(36)}`;
const textbox = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => main(page).getByRole('combobox', { name, exact: true });
const number = (page: Page, name: string) => main(page).getByRole('spinbutton', { name, exact: true });
const save = (page: Page, name = 'Salvar') => main(page).getByRole('button', { name }).click();

/** The message under a form field, the way a user reads it next to the field. */
const fieldError = (field: Locator, message: string) =>
  field.locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]').getByText(message);

// The customer user's session, switched to Vale Verde (the customer with service 8), for the register
// tests; the first test signs in and switches as a user does and keeps it (few sign-ins a minute per e-mail).
const sessionFile = join(tmpdir(), `dossel-e2e-field-operations-${process.pid}.json`);
test.describe.configure({ mode: 'serial' });

test('the field-operations group shows only while the current customer has service 8', async ({ page }) => {
  await page.goto(paths.home.href());
  await signIn(page, CLIENT.email);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();

  // Serra Azul has no service 8: no group, and its screens are refused.
  await expect(sideMenu(page).getByText('Custos de campo')).toHaveCount(0);
  await page.goto(paths.operationalItems.href());
  await expect(page.getByText(NOT_CONTRACTED)).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(CLIENT.name) })
    .click();
  await page.getByRole('menuitemradio', { name: VALE_VERDE }).click();
  await expect(page.getByText(`Agora você vê os dados de ${VALE_VERDE}.`)).toBeVisible();
  await expect(sideMenu(page).getByText('Custos de campo')).toBeVisible();
  await expect(main(page).getByText(NOT_CONTRACTED)).toHaveCount(0);
  await page.context().storageState({ path: sessionFile });
});

test.describe('a customer with service 8 keeps its field-operation costs', () => {
  test.use({ storageState: sessionFile });

  test('operational item and supply: a cost of zero is refused, 0.01 is accepted', async ({ page }) => {
    const item = unique('Trator');
    await page.goto(paths.operationalItems.newHref());
    await expect(main(page).getByRole('heading', { name: 'Novo Item Operacional', level: 1 })).toBeVisible();
    await textbox(page, 'Item').fill(item);
    await select(page, 'Categoria').selectOption({ index: 1 });
    await select(page, 'Unidade').selectOption({ index: 1 });
    const cost = main(page).getByRole('spinbutton', { name: /^Custo atual/ });
    await cost.fill('0');
    await save(page);
    await expect(fieldError(cost, 'O custo deve ser maior que zero')).toBeVisible();
    await cost.fill('0.01');
    await save(page);
    await expect(page.getByText('Item operacional criado com sucesso')).toBeVisible();
    await main(page).getByRole('searchbox', { name: 'Pesquisar' }).fill(item);
    await expect(main(page).getByRole('row').filter({ hasText: item })).toHaveCount(1);

    const supply = unique('Herbicida');
    await page.goto(paths.supplies.newHref());
    await textbox(page, 'Insumo').fill(supply);
    await select(page, 'Unidade').selectOption({ label: 'Galão (gal)' });
    await select(page, 'Grupo').selectOption({ label: 'Matocompetição' });
    const supplyCost = main(page).getByRole('spinbutton', { name: /^Custo atual/ });
    await supplyCost.fill('0');
    await save(page);
    await expect(fieldError(supplyCost, 'O custo deve ser maior que zero')).toBeVisible();
    await supplyCost.fill('12.5');
    await save(page);
    await expect(page.getByText(CREATED)).toBeVisible();
    await main(page).getByRole('searchbox', { name: 'Pesquisar' }).fill(supply);
    await expect(main(page).getByRole('row').filter({ hasText: supply })).toContainText('R$ 12,50');
  });

  test('service provider and its service: the standard cost is required once chosen', async ({ page }) => {
    const provider = unique('Prestador');
    await page.goto(paths.thirdParty.newHref());
    await textbox(page, 'Nome').fill(provider);
    await textbox(page, 'Documento').fill('12.345.678/0001-90');
    await textbox(page, 'E-mail').fill('contato@prestador.com.br');
    await textbox(page, 'Telefone').fill('(31) 3333-4444');
    await select(page, 'Vínculo').selectOption({ label: 'Terceirizado' });
    await save(page);
    await expect(page.getByText(CREATED)).toBeVisible();
    await main(page).getByRole('searchbox', { name: 'Pesquisar' }).fill(provider);
    await main(page)
      .getByRole('button', { name: `Editar ${provider}`, exact: true })
      .click();

    const services = main(page).getByRole('region', { name: 'Serviços' });
    await services.getByRole('button', { name: 'Adicionar serviço' }).click();
    const form = services.getByRole('form', { name: 'Novo serviço' });
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Roçada semimecanizada');
    await form
      .getByRole('combobox', { name: 'Grupo', exact: true })
      .selectOption({ label: 'Matocompetição' });
    await form.getByRole('combobox', { name: 'Custo padrão', exact: true }).selectOption('Custo por diária');
    const daily = form.getByRole('spinbutton', { name: /^Custo por diária/ });
    await form.getByRole('button', { name: 'Salvar serviço' }).click();
    await expect(fieldError(daily, REQUIRED)).toBeVisible();
    await daily.fill('0');
    await expect(fieldError(daily, 'O custo deve ser maior que zero')).toBeVisible();
    await daily.fill('190');
    await form.getByRole('button', { name: 'Salvar serviço' }).click();
    // The provider's own toast may still show above this one.
    await expect(page.getByText(CREATED).last()).toBeVisible();
    await expect(services.getByRole('row').filter({ hasText: 'Roçada semimecanizada' })).toContainText(
      'R$ 190,00',
    );
  });

  test('operation record: each conditional rule refuses, then the record saves and the summary changes', async ({
    page,
  }) => {
    await page.goto(paths.operations.href());
    const records = main(page).locator('dl > div').filter({ hasText: 'Registros' }).locator('dd');
    await expect(records).toHaveText(/^\d/);
    const before = Number((await records.innerText()).replace(/\D/g, ''));

    await main(page).getByRole('link', { name: 'Novo' }).click();
    await expect(main(page).getByRole('heading', { name: 'Nova operação', level: 1 })).toBeVisible();
    await main(page).getByLabel(/^Data/).fill(new Date().toISOString().slice(0, 10));
    await select(page, 'Operação').selectOption({ index: 1 });
    await select(page, 'Talhão monitorado').selectOption({ index: 1 });
    await expect(textbox(page, 'Fazenda')).not.toHaveValue('');

    // Executed by a third party: the provider becomes required.
    await select(page, 'Execução').selectOption('Terceiro');
    await save(page);
    await expect(fieldError(select(page, 'Prestador'), REQUIRED)).toBeVisible();
    await select(page, 'Prestador').selectOption({ label: 'Controle Verde Matocompetição' });
    // The provider's service fills the group, the cost type and the daily rate.
    await select(page, 'Serviço do prestador').selectOption({ label: 'Roçada manual' });
    await expect(select(page, 'Grupo')).toHaveValue('Matocompetição');
    await expect(select(page, 'Tipo de custo')).toHaveValue('Custo por diária');
    await expect(number(page, 'Custo da diária (R$)')).toHaveValue('165');

    const area = number(page, 'Área executada (ha)');
    const days = number(page, 'Número de diárias');
    await area.fill('0');
    await days.fill('0');
    await save(page);
    await expect(fieldError(area, 'A area executada deve ser maior que zero')).toBeVisible();
    await expect(fieldError(days, 'O número de diárias deve ser no mínimo 1')).toBeVisible();
    await area.fill('3.5');
    await days.fill('2');
    await expect(main(page).getByRole('status', { name: 'Custo total' })).toHaveText('R$ 330,00');
    await save(page);
    await expect(page.getByText(CREATED)).toBeVisible();

    await expect(page).toHaveURL(/\/operations(\?.*)?$/);
    await expect(records).toHaveText(String(before + 1).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
  });

  test('field note: an analysis needs its grading, and an alert of the weed map starts one', async ({
    page,
  }) => {
    await page.goto(paths.fieldNotes.newHref());
    await expect(main(page).getByRole('heading', { name: 'Nova anotação de campo', level: 1 })).toBeVisible();
    await select(page, 'Tipo').selectOption('Análise de infestação');
    await main(page).getByLabel(/^Data/).fill('2026-11-02');
    await select(page, 'Talhão monitorado').selectOption({ index: 1 });
    await save(page);
    await expect(fieldError(select(page, 'Infestação'), REQUIRED)).toBeVisible();
    await expect(fieldError(select(page, 'Padrão'), REQUIRED)).toBeVisible();
    await select(page, 'Infestação').selectOption('Muita');
    await select(page, 'Padrão').selectOption('Localizado');
    await save(page);
    // Saved on the device first, then sent by the queue (issue 18).
    await expect(page.getByText('Salvo neste aparelho, enviando…')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Tudo enviado/ })).toBeVisible();

    // From the weed-competition table: an alert's plot and image date fill a new note.
    await page.goto(paths.weedCompetition.href());
    const link = main(page)
      .getByRole('link', { name: /^Anotar: nova anotação de campo do talhão / })
      .first();
    const plot = ((await link.getAttribute('aria-label')) ?? '').replace(/^.* do talhão /, '');
    await link.click();
    await expect(main(page).getByRole('heading', { name: 'Nova anotação de campo', level: 1 })).toBeVisible();
    await expect(textbox(page, 'Talhão')).toHaveValue(plot);
    await expect(main(page).getByLabel(/^Data/)).not.toHaveValue('');
  });
});
