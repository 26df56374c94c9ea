import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { paths } from '../apps/portal/src/config/paths';
import { readCsvLines } from '../apps/portal/src/testing/csv-lines';
import { apiToken, expect, pageToken, signIn, test } from './support';

const ADMIN = 'admin@dossel.com.br';
const NOT_CONTRACTED = 'Serviço não contratado ou não disponível para este usuário/cliente.';

// One staff sign-in for the register tests (the API allows few sign-ins a minute per e-mail).
const sessionFile = join(tmpdir(), `dossel-e2e-registers-${process.pid}.json`);
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await page.goto(paths.home.href());
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await page.context().storageState({ path: sessionFile });
  await page.close();
});

/** A name no seeded record has, so each run finds only its own rows. */
const unique = (label: string) => `${label} e2e ${Date.now().toString(36)}`;

interface RegisterCase {
  title: string;
  listHref: string;
  newTitle: string;
  editTitle: string;
  /** Fills a new record whose row will show `name`. */
  fill: (page: Page, name: string) => Promise<void>;
  /** Changes the record being edited so that its row shows `name`. */
  rename: (page: Page, name: string) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
/** A row's action button: 'Editar <row>' or 'Excluir <row>'. */
const rowAction = (page: Page, action: 'Editar' | 'Excluir', row: string) =>
  main(page).getByRole('button', { name: `${action} ${row}`, exact: true });

async function save(page: Page, toast: string) {
  await main(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(toast)).toBeVisible();
}

async function findRow(page: Page, name: string) {
  await main(page).getByRole('searchbox', { name: 'Pesquisar' }).fill(name);
  return main(page).getByRole('row').filter({ hasText: name });
}

/** Create, edit and delete one record through the screens, as staff do every day. */
async function createEditDelete(
  page: Page,
  register: RegisterCase,
  toasts = ['Cadastro criado com sucesso!', 'Registro atualizado!'],
) {
  const name = unique(register.title);
  const renamed = `${name} (editado)`;
  await page.goto(register.listHref);
  await main(page).getByRole('link', { name: 'Novo' }).click();
  await expect(main(page).getByRole('heading', { name: register.newTitle, level: 1 })).toBeVisible();
  await register.fill(page, name);
  await save(page, toasts[0] as string);
  await expect(page).toHaveURL(new RegExp(`${register.listHref}(\\?.*)?$`));
  await expect(await findRow(page, name)).toHaveCount(1);

  await rowAction(page, 'Editar', name).click();
  await expect(main(page).getByRole('heading', { name: register.editTitle, level: 1 })).toBeVisible();
  await expect(main(page).getByText('Histórico de alterações')).toBeVisible();
  await register.rename(page, renamed);
  await save(page, toasts[1] as string);
  await expect(await findRow(page, renamed)).toHaveCount(1);

  await rowAction(page, 'Excluir', renamed).click();
  const dialog = page.getByRole('dialog', { name: 'Deseja excluir esse registro?' });
  await expect(dialog.getByText('Essa ação não poderá ser revertida.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Registro excluído com sucesso')).toBeVisible();
  await expect(await findRow(page, renamed)).toHaveCount(0);
}

test.describe('staff keep the registers', () => {
  test.use({ storageState: sessionFile });

  test('customer groups: create, edit (with its history) and delete', async ({ page }) => {
    await createEditDelete(page, {
      title: 'Grupo',
      listHref: paths.customerGroups.href(),
      newTitle: 'Novo grupo de clientes',
      editTitle: 'Editar grupo de clientes',
      fill: (p, name) => main(p).getByRole('textbox', { name: 'Nome', exact: true }).fill(name),
      rename: (p, name) => main(p).getByRole('textbox', { name: 'Nome', exact: true }).fill(name),
    });
  });

  test('document types: create, edit and delete', async ({ page }) => {
    await createEditDelete(page, {
      title: 'Tipo',
      listHref: paths.documentTypes.href(),
      newTitle: 'Novo tipo de documento',
      editTitle: 'Editar tipo de documento',
      fill: async (p, name) => {
        await main(p).getByRole('textbox', { name: 'Descrição', exact: true }).fill(name);
        await main(p).getByRole('textbox', { name: 'Extensão', exact: true }).fill('xml');
      },
      rename: (p, name) => main(p).getByRole('textbox', { name: 'Descrição', exact: true }).fill(name),
    });
  });

  test('customers: create with the label dictionary, edit and delete', async ({ page }) => {
    await createEditDelete(
      page,
      {
        title: 'Cliente',
        listHref: paths.customers.href(),
        newTitle: 'Novo cliente',
        editTitle: 'Editar cliente',
        fill: async (p, name) => {
          const form = main(p);
          await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
          await form.getByRole('textbox', { name: 'Documento', exact: true }).fill('12.345.678/0001-90');
          await form.getByRole('textbox', { name: 'Domínio de e-mail', exact: true }).fill('e2e.com.br');
          await form
            .getByRole('combobox', { name: 'Grupo de clientes', exact: true })
            .selectOption({ index: 1 });
          for (const [level, value] of [
            ['Nível 1 (gloc1)', 'Fazenda'],
            ['Nível 2 (gloc2)', 'Região'],
            ['Nível 3 (gloc3)', 'Talhão'],
            ['Nível 4 (gloc4)', 'Projeto'],
            ['Nível 5 (gloc5)', 'Módulo'],
            ['Nível padrão (glocpadrao)', 'gloc1'],
          ] as const) {
            await form.getByRole('textbox', { name: level, exact: true }).fill(value);
          }
          await form.getByRole('textbox', { name: 'Material genético', exact: true }).fill('Clone');
        },
        rename: (p, name) => main(p).getByRole('textbox', { name: 'Nome', exact: true }).fill(name),
      },
      ['Cliente criado com sucesso', 'Cliente alterado com sucesso'],
    );
  });

  test('users: create with a linked customer, edit and delete', async ({ page }) => {
    await createEditDelete(page, {
      title: 'Usuário',
      listHref: paths.users.href(),
      newTitle: 'Novo usuário',
      editTitle: 'Editar usuário',
      fill: async (p, name) => {
        const form = main(p);
        await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
        await form
          .getByRole('textbox', { name: 'E-mail', exact: true })
          .fill(`${Date.now().toString(36)}@demo.com.br`);
        await form
          .getByRole('combobox', { name: 'Cliente principal', exact: true })
          .selectOption({ label: 'Florestal Vale Verde' });
      },
      rename: (p, name) => main(p).getByRole('textbox', { name: 'Nome', exact: true }).fill(name),
    });
  });

  test('documents: upload a file, edit its description and delete it', async ({ page }) => {
    const fileName = `${unique('relatorio').replaceAll(' ', '-')}.pdf`;
    await page.goto(paths.documents.href());
    await main(page).getByRole('link', { name: 'Novo' }).click();
    await expect(main(page).getByRole('heading', { name: 'Novo documento', level: 1 })).toBeVisible();
    const form = main(page);
    await form
      .getByRole('combobox', { name: 'Cliente', exact: true })
      .selectOption({ label: 'Reflorestadora Serra Azul' });
    await form.getByRole('combobox', { name: 'Tipo de documento', exact: true }).selectOption({ index: 1 });
    await form.getByRole('combobox', { name: 'Categoria', exact: true }).selectOption({ index: 1 });
    await form.getByRole('combobox', { name: 'Assunto', exact: true }).selectOption({ index: 1 });
    const extension = /\.(\w+)\)/.exec(
      (await form
        .getByRole('combobox', { name: 'Tipo de documento', exact: true })
        .locator('option:checked')
        .textContent()) ?? '',
    )?.[1];
    const name = fileName.replace(/\.pdf$/, `.${extension ?? 'pdf'}`);
    await form
      .getByLabel(/^Arquivo/)
      .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from('conteúdo e2e') });
    await save(page, 'Cadastro criado com sucesso!');
    await expect(await findRow(page, name)).toHaveCount(1);

    await rowAction(page, 'Editar', name).click();
    await expect(main(page).getByRole('heading', { name: 'Editar documento', level: 1 })).toBeVisible();
    await main(page)
      .getByRole('textbox', { name: 'Descrição', exact: true })
      .fill('Descrição editada no e2e');
    await save(page, 'Registro atualizado!');

    await rowAction(page, 'Excluir', name).click();
    await page
      .getByRole('dialog', { name: 'Deseja excluir esse registro?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.getByText('Registro excluído com sucesso')).toBeVisible();
    await expect(await findRow(page, name)).toHaveCount(0);
  });

  test('benchmarking: add a history, export it as CSV, edit and delete it', async ({ page }) => {
    await page.goto(paths.benchmarking.href());
    await main(page).getByRole('link', { name: 'Novo' }).click();
    await expect(main(page).getByRole('heading', { name: 'Novo histórico', level: 1 })).toBeVisible();
    const save = main(page).getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();
    await main(page)
      .getByRole('combobox', { name: 'Cliente', exact: true })
      .selectOption({ label: 'Agro Cerrado' });
    // The day is picked, never typed (spec section 2): up from the month to the decade (2020–2029), then down.
    await main(page).getByLabel(/^Data/).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('button', { name: /^\S+ \d{4}$/ }).click();
    await calendar.getByRole('button', { name: /^\d{4}$/ }).click();
    await calendar.getByRole('button', { name: '2021', exact: true }).click();
    await calendar.getByRole('button', { name: 'mar', exact: true }).click();
    await calendar.getByRole('button', { name: '15 março 2021' }).click();
    await main(page).getByRole('spinbutton', { name: 'IMA aos 7 anos' }).fill('41.375');
    await save.click();
    await expect(page.getByText('Histórico adicionado com sucesso')).toBeVisible();
    const row = 'Agro Cerrado 15/03/2021';
    await expect(rowAction(page, 'Editar', row)).toBeVisible();

    const event = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Baixar CSV' }).click();
    const download = await event;
    expect(download.suggestedFilename()).toBe('benchmarking_data.csv');
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = readCsvLines(bytes.subarray(3).toString('utf8'));
    expect(lines[0]).toBe('Cliente;data;ima7;performance;impacto_clima');
    expect(lines).toContain('Agro Cerrado;2021-03-15;41,375;;');
    await expect(page.getByText('Download do CSV realizado com sucesso')).toBeVisible();

    await rowAction(page, 'Editar', row).click();
    await expect(main(page).getByRole('heading', { name: 'Editar histórico', level: 1 })).toBeVisible();
    await main(page).getByRole('spinbutton', { name: 'Impacto do clima' }).fill('-2.5');
    await main(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Histórico alterado com sucesso')).toBeVisible();

    await rowAction(page, 'Excluir', row).click();
    await page
      .getByRole('dialog', { name: 'Deseja excluir esse registro?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.getByText('Registro excluído com sucesso')).toBeVisible();
    await expect(rowAction(page, 'Editar', row)).toHaveCount(0);
  });

  // Issue 14, "no edit lost silently": two staff on one record, each in their own tab.
  test('two staff edit one group: the later save is told of the earlier one, then reloads or overwrites', async ({
    page,
    context,
    request,
  }) => {
    await page.goto(paths.customerGroups.href());
    const headers = { authorization: `Bearer ${await pageToken(page)}` };
    const created = await request.post('/api/register/customer-groups', {
      headers,
      data: { name: unique('Grupo concorrido') },
    });
    expect(created.status()).toBe(201);
    const group = (await created.json()) as { id: number; name: string };
    const editHref = paths.customerGroups.editHref(group.id);
    const nameField = (p: Page) => main(p).getByRole('textbox', { name: 'Nome', exact: true });
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto(editHref);
      await expect(nameField(tab)).toHaveValue(group.name);
    }

    // The other tab saves first; this one, still on the name it read, is told instead of undoing it.
    await nameField(other).fill(`${group.name} (deles)`);
    await save(other, 'Registro atualizado!');
    await nameField(page).fill(`${group.name} (meu)`);
    await main(page).getByRole('button', { name: 'Salvar' }).click();
    const notice = main(page).getByRole('alert').filter({ hasText: 'Outra pessoa alterou este registro' });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByRole('row', { name: `Nome ${group.name} (deles) ${group.name} (meu)` }),
    ).toBeVisible();
    const stored = await request.get(`/api/register/customer-groups/${group.id}`, { headers });
    expect(await stored.json()).toEqual({ id: group.id, name: `${group.name} (deles)`, version: 2 });

    // Reload takes their name; the other tab saves again; overwriting then keeps this tab's typing.
    await notice.getByRole('button', { name: 'Recarregar o que está salvo' }).click();
    await expect(nameField(page)).toHaveValue(`${group.name} (deles)`);
    await nameField(page).fill(`${group.name} (meu)`);
    await other.goto(editHref);
    await nameField(other).fill(`${group.name} (deles, de novo)`);
    await save(other, 'Registro atualizado!');
    await main(page).getByRole('button', { name: 'Salvar' }).click();
    await notice.getByRole('button', { name: 'Salvar o meu por cima' }).click();
    await expect(page.getByText('Registro atualizado!')).toBeVisible();
    const overwritten = await request.get(`/api/register/customer-groups/${group.id}`, { headers });
    expect(await overwritten.json()).toEqual({ id: group.id, name: `${group.name} (meu)`, version: 4 });

    // The record's history holds every accepted save, none of the refused ones.
    const history = await request.get(`/api/register/audit?entity=customerGroups&record_id=${group.id}`, {
      headers,
    });
    expect(((await history.json()) as { action: string }[]).map((entry) => entry.action)).toEqual([
      'update',
      'update',
      'update',
      'create',
    ]);
    await other.close();
    expect((await request.delete(`/api/register/customer-groups/${group.id}`, { headers })).status()).toBe(
      204,
    );
  });
});

test.describe('staff follow the background jobs', () => {
  test.use({ storageState: sessionFile });

  test('a password-reset e-mail asked on the sign-in page shows as done, with its address', async ({
    page,
    request,
  }) => {
    const email = `e2e-jobs-${Date.now().toString(36)}@demo.com.br`;
    const asked = await request.post('/api/auth/forgotPassword', { data: { email } });
    expect(asked.ok()).toBe(true);

    await page.goto(paths.home.href());
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Cadastros' }).click();
    await menu.getByRole('link', { name: 'Tarefas em segundo plano' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarefas em segundo plano' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('E-mail de recuperação de senha');
    await expect(row).toContainText('Concluída');
    await expect(row).toContainText('Tentativa 1 de 6');
  });
});

test.describe('a customer user and the registers', () => {
  test('sees no registers in the menu, is refused by every register route and by the API', async ({
    page,
    request,
  }) => {
    await page.goto(paths.home.href());
    await signIn(page, 'cliente@demo.com.br');
    await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByText('Cadastros')).toHaveCount(
      0,
    );
    for (const register of [
      paths.customerGroups,
      paths.customers,
      paths.users,
      paths.documentTypes,
      paths.documents,
      paths.benchmarking,
    ]) {
      await page.goto(register.href());
      await expect(page.getByText(NOT_CONTRACTED)).toBeVisible();
      await page.goto(register.newHref());
      await expect(page.getByText(NOT_CONTRACTED)).toBeVisible();
    }
    for (const href of [
      paths.backgroundJobs.href(),
      paths.imports.href(),
      paths.imports.newHref(),
      paths.imports.detailHref(1),
    ]) {
      await page.goto(href);
      await expect(page.getByText(NOT_CONTRACTED)).toBeVisible();
    }
    const token = await apiToken(request, 'cliente@demo.com.br');
    for (const path of [
      '/api/register/customer-groups',
      '/api/register/customers',
      '/api/register/users',
      '/api/register/benchmarking',
      '/api/register/audit?entity=customers&record_id=1',
      '/api/register/background-jobs',
    ]) {
      const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status(), path).toBe(403);
    }
  });
});
