import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { apiError, createFakeApiClient, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { signInForFieldOperations } from '../testing/field-operations-session';
import { fakeThirdPartiesServer, servicesApi, THIRD_PARTIES_API } from './third-parties-fixtures';
import { testSession } from '../../../testing/test-services';

async function open(path: string, server = fakeThirdPartiesServer(), extra: FakeRoutes = {}) {
  signInForFieldOperations();
  const app = await renderApp({ path, client: createFakeApiClient({}, { ...server.routes, ...extra }) });
  return { ...app, server };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const text = (name: string) => page.getByRole('textbox', { name, exact: true });
const select = (name: string) => page.getByRole('combobox', { name, exact: true });
const serviceForm = () => page.getByRole('form');
const cost = (name: string) => serviceForm().getByRole('spinbutton', { name });
const PER_DAY = 'Custo por diária (R$)';
const PER_HA = 'Custo por ha (R$)';
const PER_HOUR = 'Custo por hora (R$)';

async function startService(name: string, group: string, standard: string) {
  await page.getByRole('button', { name: 'Adicionar serviço' }).click();
  await expect.element(serviceForm()).toHaveAccessibleName('Novo serviço');
  await serviceForm().getByRole('textbox', { name: 'Nome' }).fill(name);
  await serviceForm().getByRole('combobox', { name: 'Grupo' }).selectOptions(group);
  await serviceForm().getByRole('combobox', { name: 'Custo padrão' }).selectOptions(standard);
}
const saveService = () => page.getByRole('button', { name: 'Salvar serviço' }).click();

describe('the service providers register', () => {
  it('lists the providers by name and creates one, then is back at the list with it', async () => {
    const { server, router } = await open('/third-party');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Prestadores de serviço' }))
      .toBeVisible();
    const row = page.getByRole('row', { name: /José Almeida/ });
    await expect.element(row).toHaveTextContent('Colaborador');

    await page.getByRole('link', { name: 'Novo' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Novo prestador de serviço' }))
      .toBeVisible();
    await expect
      .element(page.getByText('Salve o prestador para cadastrar os serviços que ele presta.'))
      .toBeVisible();
    await text('Nome').fill('Viveiro Boa Semente');
    await text('Documento').fill('11.222.333/0001-44');
    await text('E-mail').fill('vendas@boasemente.com.br');
    await text('Telefone').fill('(31) 3555-0000');
    await select('Vínculo').selectOptions('Terceirizado');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Viveiro Boa Semente/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/third-party');
    expect(server.thirdParties.received).toEqual([
      {
        call: 'POST',
        body: {
          nome: 'Viveiro Boa Semente',
          documento: '11.222.333/0001-44',
          email: 'vendas@boasemente.com.br',
          telefone: '(31) 3555-0000',
          vinculo: 'Terceirizado',
        },
      },
    ]);
  });

  it('refuses a provider without its fields or with a wrong e-mail, in the spec words, then accepts it', async () => {
    const { server } = await open('/third-party/new');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Campo obrigatório').elements()).toHaveLength(5);

    await text('Nome').fill('Maria Souza');
    await text('Documento').fill('987.654.321-00');
    await text('E-mail').fill('maria.souza');
    await text('Telefone').fill('(31) 97777-1000');
    await select('Vínculo').selectOptions('Colaborador');
    await expect.element(page.getByText('E-mail inválido')).toBeVisible();
    await expect.element(text('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(server.thirdParties.received).toEqual([]);

    await text('E-mail').fill('maria.souza@valeverde.com.br');
    await expect.element(page.getByText('E-mail inválido')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    expect(server.thirdParties.received).toHaveLength(1);
  });

  it('opens an edit link with the provider and its services, and saves the change', async () => {
    const { server, router } = await open('/third-party/1/edit');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Editar prestador de serviço' }))
      .toBeVisible();
    await expect.element(text('Nome')).toHaveValue('Silvicultura Horizonte Ltda');
    await expect.element(select('Vínculo')).toHaveValue('Terceirizado');
    const services = page.getByRole('table', { name: 'Serviços' });
    await expect
      .element(services.getByRole('row', { name: /Roçada manual/ }))
      .toHaveTextContent(/R\$\s420,00/);
    await expect
      .element(services.getByRole('row', { name: /Plantio de mudas/ }))
      .toHaveTextContent(/Custo por diária.*R\$\s180,50/);

    await text('Telefone').fill('(31) 3333-2000');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/third-party');
    expect(server.thirdParties.received).toEqual([
      { call: 'PUT 1', body: expect.objectContaining({ telefone: '(31) 3333-2000' }) },
    ]);
  });

  it('says when the provider of an edit link does not exist', async () => {
    await open('/third-party/404/edit');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Registro não encontrado');
  });

  it.each([
    { standard: 'Custo por diária', field: PER_DAY, sent: 'custo_diaria' },
    { standard: 'Custo por ha', field: PER_HA, sent: 'custo_ha' },
    { standard: 'Custo por hora', field: PER_HOUR, sent: 'custo_hora' },
  ])(
    'requires the $standard of a service at 0.01 or more: refuses it missing or zero, then accepts it',
    async ({ standard, field, sent }) => {
      const { server } = await open('/third-party/1/edit');
      await startService('Capina química', 'Matocompetição', standard);
      // Only the chosen standard's cost is marked required.
      for (const other of [PER_DAY, PER_HA, PER_HOUR]) {
        if (other === field) await expect.element(cost(other)).toBeRequired();
        else await expect.element(cost(other)).not.toBeRequired();
      }

      await saveService();
      await expect.element(serviceForm().getByText('Campo obrigatório')).toBeVisible();
      await expect.element(cost(field)).toHaveAttribute('aria-invalid', 'true');

      await cost(field).fill('0');
      await expect.element(serviceForm().getByText('O custo deve ser maior que zero')).toBeVisible();
      await saveService();
      expect(server.costs.received).toEqual([]);

      await cost(field).fill('150.5');
      await expect
        .element(serviceForm().getByText('O custo deve ser maior que zero'))
        .not.toBeInTheDocument();
      await saveService();
      await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
      await expect.element(serviceForm()).not.toBeInTheDocument();
      await expect
        .element(page.getByRole('row', { name: /Capina química/ }))
        .toHaveTextContent(/R\$\s150,50/);
      expect(server.costs.received).toEqual([
        {
          call: 'POST',
          // The costs left empty are sent as the schema parses them: null.
          body: {
            nome: 'Capina química',
            grupo: 'Matocompetição',
            custo_padrao: standard,
            custo_diaria: null,
            custo_ha: null,
            custo_hora: null,
            [sent]: 150.5,
          },
        },
      ]);
    },
  );

  it('moves the requirement with the standard cost chosen, and lets the other costs stay empty', async () => {
    const { server } = await open('/third-party/1/edit');
    await startService('Pulverização costal', 'Proteção', 'Custo por diária');
    await saveService();
    await expect.element(cost(PER_DAY)).toHaveAttribute('aria-invalid', 'true');

    await serviceForm().getByRole('combobox', { name: 'Custo padrão' }).selectOptions('Custo por hora');
    await expect.element(cost(PER_HOUR)).toBeRequired();
    await expect.element(cost(PER_HOUR)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(cost(PER_DAY)).not.toHaveAttribute('aria-invalid', 'true');
    await expect.element(cost(PER_DAY)).not.toBeRequired();

    await cost(PER_HOUR).fill('95');
    await saveService();
    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    expect(server.costs.received[0]?.body).toEqual({
      nome: 'Pulverização costal',
      grupo: 'Proteção',
      custo_padrao: 'Custo por hora',
      custo_diaria: null,
      custo_ha: null,
      custo_hora: 95,
    });
  });

  it('edits a service in the form below the list, and deletes one after asking', async () => {
    const { server } = await open('/third-party/1/edit');
    await page.getByRole('button', { name: 'Editar Roçada manual' }).click();
    await expect.element(serviceForm()).toHaveAccessibleName('Editar serviço');
    await expect.element(serviceForm().getByRole('textbox', { name: 'Nome' })).toHaveValue('Roçada manual');
    await expect.element(cost(PER_HA)).toHaveValue(420);
    await cost(PER_HA).fill('450');
    await saveService();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Roçada manual/ })).toHaveTextContent(/R\$\s450,00/);
    expect(server.costs.received).toEqual([
      { call: 'PUT 1', body: expect.objectContaining({ custo_padrao: 'Custo por ha', custo_ha: 450 }) },
    ]);

    await page.getByRole('button', { name: 'Excluir Plantio de mudas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deseja excluir esse registro?' });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect.element(page.getByText('Registro excluído com sucesso')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Plantio de mudas/ })).not.toBeInTheDocument();
    // The provider's own form was not touched: leaving asks nothing.
    expect(server.thirdParties.received).toEqual([]);
  });

  it('says when someone else saved the service meanwhile, and reloads what they saved', async () => {
    const { server } = await open('/third-party/1/edit');
    await page.getByRole('button', { name: 'Editar Roçada manual' }).click();
    await cost(PER_HA).fill('450');
    server.costs.saveElsewhere(1, { custo_ha: 435 });
    await saveService();

    const notice = serviceForm().getByRole('alert');
    await expect
      .element(notice)
      .toHaveTextContent('Outra pessoa alterou este registro enquanto você o editava');
    await expect.element(notice.getByRole('row', { name: `${PER_HA} 435 450` })).toBeVisible();
    await notice.getByRole('button', { name: 'Recarregar o que está salvo' }).click();
    await expect.element(cost(PER_HA)).toHaveValue(435);
    await expect.element(notice).not.toBeInTheDocument();
    expect(server.costs.rows().find((service) => service.id === 1)).toMatchObject({
      custo_ha: 435,
      version: 2,
    });
  });

  it("shows the server's reason when it refuses a service, and keeps the form", async () => {
    await open('/third-party/2/edit', fakeThirdPartiesServer(), {
      [`POST ${servicesApi(2)}`]: () => {
        throw apiError(404, 'fieldOperations.unknownThirdParty', 'Prestador de serviço não encontrado.');
      },
    });
    await expect.element(page.getByText('Nenhum registro cadastrado.')).toBeVisible();
    await startService('Aplicação aérea', 'Pulverização aérea', 'Custo por ha');
    await cost(PER_HA).fill('85');
    await saveService();
    await expect.element(page.getByText('Prestador de serviço não encontrado.')).toBeVisible();
    await expect.element(cost(PER_HA)).toHaveValue(85);
  });

  it("refuses to delete a provider that operation records name, with the server's reason", async () => {
    await open('/third-party', fakeThirdPartiesServer(), {
      [`DELETE ${THIRD_PARTIES_API}/2`]: () => {
        throw apiError(
          409,
          'fieldOperations.inUse',
          'Este registro está em uso em operações e não pode ser excluído.',
        );
      },
    });
    await page.getByRole('button', { name: 'Excluir José Almeida' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect
      .element(page.getByText('Este registro está em uso em operações e não pode ser excluído.'))
      .toBeVisible();
    await expect.element(page.getByRole('row', { name: /José Almeida/ })).toBeVisible();
  });

  it('is refused while the current customer lacks service 8', async () => {
    testSession().getState().signIn('customer-token');
    testSession().getState().setUser(fakeUser);
    await renderApp({
      path: '/third-party',
      client: createFakeApiClient({}, fakeThirdPartiesServer().routes),
    });
    await expect
      .element(page.getByText('Serviço não contratado ou não disponível para este usuário/cliente.'))
      .toBeVisible();
    expect(page.getByRole('heading', { name: 'Prestadores de serviço' }).elements()).toHaveLength(0);
  });
});
