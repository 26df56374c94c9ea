import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { apiError, type FakeRoutes } from '@dossel/api-client/testing';
import { openAsStaff, deleteAfterAsking } from '../testing/open-as-staff';
import {
  DOCUMENTS_API,
  dropOnZone,
  FAKE_MAX_BYTES,
  fakeDocumentsServer,
  stalledUpload,
} from './documents-fixtures';

async function open(path: string, server = fakeDocumentsServer(), extra: FakeRoutes = {}) {
  return { ...(await openAsStaff(path, server.routes, extra)), server };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const select = (name: string) => page.getByRole('combobox', { name });
const fileInput = () => page.getByLabelText(/^(Arquivo|Substituir arquivo)/);
const pdf = (name = 'laudo-outubro.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name);
const bodyRows = () => page.getByRole('row').elements().slice(1);

const dropFile = async (file: File) => dropOnZone(await fileInput().element(), file);

async function classify({ customer = 'Agro Cerrado', type = 'Relatório técnico (.pdf)' } = {}) {
  await userEvent.selectOptions(select('Cliente'), customer);
  await userEvent.selectOptions(select('Tipo de documento'), type);
  await userEvent.selectOptions(select('Categoria'), 'Relatórios técnicos');
  await userEvent.selectOptions(select('Assunto'), 'Monitoramento');
}

describe('the documents register', () => {
  it('lists every document newest first, with its customer, type, category, subject, name, date and size', async () => {
    await open('/documents');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /talhoes-serra-azul\.kml/ })).toBeVisible();
    const headers = page
      .getByRole('columnheader')
      .elements()
      .map((header) => header.textContent);
    expect(headers.slice(0, 7)).toEqual([
      expect.stringContaining('Cliente'),
      expect.stringContaining('Tipo de documento'),
      expect.stringContaining('Categoria'),
      expect.stringContaining('Assunto'),
      expect.stringContaining('Nome'),
      expect.stringContaining('Data de cadastro'),
      expect.stringContaining('Tamanho'),
    ]);
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining(
        'Reflorestadora Serra AzulMapa de talhõesPlanilha de dadosInventário florestaltalhoes-serra-azul.kml20/10/2026512 bytes',
      ),
      expect.stringContaining(
        'Florestal Vale VerdePlanilha de inventárioPlanilha de dadosInventário florestalinventario-vale-verde.csv02/09/202620 kB',
      ),
      expect.stringContaining(
        'Reflorestadora Serra AzulRelatório técnicoRelatórios técnicosMonitoramentolaudo-monitoramento-2026.pdf10/07/20261,5 MB',
      ),
    ]);
  });

  it('filters by document type and keeps the filter in the address', async () => {
    const { router } = await open('/documents');
    await expect.element(page.getByRole('row', { name: /laudo-monitoramento/ })).toBeVisible();
    await userEvent.selectOptions(select('Tipo de documento'), 'Planilha de inventário');
    await expect.element(page.getByRole('row', { name: /laudo-monitoramento/ })).not.toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('inventario-vale-verde.csv'),
    ]);
    expect(router.state.location.search).toBe('?type=2');

    await router.navigate('/documents?type=1');
    await expect.element(page.getByRole('row', { name: /laudo-monitoramento/ })).toBeVisible();
    expect(bodyRows()).toHaveLength(1);
    await expect.element(select('Tipo de documento')).toHaveValue('1');
  });

  it('uploads a new document with its file, then is back at the list with it', async () => {
    const { server, router } = await open('/documents');
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Novo documento' })).toBeVisible();
    await classify();
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Laudo de outubro');
    await userEvent.upload(fileInput(), pdf());
    await expect.element(page.getByText('Escolhido: laudo-outubro.pdf (2 kB)')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /laudo-outubro\.pdf/ }))
      .toHaveTextContent('Agro Cerrado');
    expect(router.state.location.pathname).toBe('/documents');
    expect(server.received).toEqual([
      {
        call: 'POST',
        body: {
          documentTypeId: '1',
          documentCategoryId: '1',
          documentSubjectId: '3',
          customerId: '3',
          description: 'Laudo de outubro',
          file: { name: 'laudo-outubro.pdf', size: 2048 },
        },
      },
    ]);
  });

  it('takes a file dropped on the zone, and says at once when it is not of the chosen type', async () => {
    const { server } = await open('/documents/new');
    await classify({ type: 'Planilha de inventário (.csv)' });
    await expect
      .element(page.getByText('O tipo escolhido aceita arquivos .csv. Tamanho máximo: 5 MB.'))
      .toBeVisible();
    await dropFile(pdf('mapa.pdf'));
    await expect.element(page.getByText('Escolhido: mapa.pdf (2 kB)')).toBeVisible();
    await expect
      .element(page.getByText('A extensão do arquivo não corresponde ao tipo de documento.'))
      .toBeVisible();
    await expect.element(fileInput()).toHaveAttribute('aria-invalid', 'true');

    await dropFile(new File(['a;b\n1;2\n'], 'inventario.CSV'));
    await expect
      .element(page.getByText('A extensão do arquivo não corresponde ao tipo de documento.'))
      .not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    expect(server.received).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ file: { name: 'inventario.CSV', size: 8 } }),
      }),
    ]);
  });

  it("requires the customer, type, category, subject and a file, in the spec's words, and sends nothing", async () => {
    const { server } = await open('/documents/new');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Por favor, importe um arquivo')).toBeVisible();
    expect(page.getByText('Campo obrigatório').elements()).toHaveLength(4);
    for (const name of ['Cliente', 'Tipo de documento', 'Categoria', 'Assunto']) {
      await expect.element(select(name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect.element(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(server.received).toEqual([]);
  });

  it('refuses a file over the size limit the server announces', async () => {
    const { server } = await open('/documents/new');
    await classify();
    await userEvent.upload(fileInput(), pdf('enorme.pdf', FAKE_MAX_BYTES + 1));
    await expect.element(page.getByText('O arquivo passa do tamanho máximo permitido.')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect(server.received).toEqual([]);
  });

  it('shows how much of the file has gone while it uploads', async () => {
    await open('/documents/new', fakeDocumentsServer(), { [`POST ${DOCUMENTS_API}`]: stalledUpload(0.4) });
    await classify();
    await userEvent.upload(fileInput(), pdf('laudo.pdf', 10_240));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByRole('button', { name: 'Salvando…' })).toBeDisabled();
    await expect
      .element(page.getByRole('progressbar', { name: 'Envio do arquivo' }))
      .toHaveAttribute('aria-valuenow', '40');
    await expect.element(page.getByText('40% enviado (4 kB de 10 kB)')).toBeVisible();
  });

  it('shows the first reason of a refused upload and keeps what was chosen', async () => {
    await open('/documents/new', fakeDocumentsServer(), {
      [`POST ${DOCUMENTS_API}`]: () => {
        throw apiError(413, 'request.tooLarge', 'A requisição é grande demais.');
      },
    });
    await classify();
    await userEvent.upload(fileInput(), pdf());
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('A requisição é grande demais.')).toBeVisible();
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
    await expect.element(select('Cliente')).toHaveValue('3');
    await expect.element(page.getByText('Escolhido: laudo-outubro.pdf (2 kB)')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('opens an edit link directly and saves new details, keeping the stored file', async () => {
    const server = fakeDocumentsServer();
    const { screen } = await open('/documents/1/edit', server);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Editar documento' })).toBeVisible();
    await expect.element(select('Cliente')).toHaveValue('1');
    await expect.element(select('Tipo de documento')).toHaveValue('1');
    await expect
      .element(page.getByRole('textbox', { name: 'Descrição' }))
      .toHaveValue('Laudo do primeiro semestre');
    await expect
      .element(page.getByText('Arquivo atual: laudo-monitoramento-2026.pdf (1,5 MB).', { exact: false }))
      .toBeVisible();
    await expect.element(fileInput()).not.toHaveAttribute('required');
    await userEvent.selectOptions(select('Assunto'), 'Inventário florestal');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(server.received).toEqual([
      {
        call: 'PUT 1',
        body: {
          documentTypeId: '1',
          documentCategoryId: '1',
          documentSubjectId: '8',
          customerId: '1',
          description: 'Laudo do primeiro semestre',
          // Multipart fields are text: the version too.
          version: '1',
        },
      },
    ]);

    // Opened again from its link (a reload), the form shows what was saved.
    await screen.unmount();
    await open('/documents/1/edit', server);
    await expect.element(select('Assunto')).toHaveValue('8');
  });

  it("replaces an edited document's file, which must suit its type", async () => {
    const { server } = await open('/documents/1/edit');
    await expect.element(select('Tipo de documento')).toHaveValue('1');
    await userEvent.selectOptions(select('Tipo de documento'), 'Planilha de inventário (.csv)');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .element(page.getByText('A extensão do arquivo não corresponde ao tipo de documento.'))
      .toBeVisible();
    expect(server.received).toEqual([]);

    await userEvent.upload(fileInput(), new File(['a;b\n'], 'inventario-2026.csv'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /inventario-2026\.csv/ }))
      .toHaveTextContent('Planilha de inventário');
    expect(server.received).toEqual([
      expect.objectContaining({
        call: 'PUT 1',
        body: expect.objectContaining({
          documentTypeId: '2',
          file: { name: 'inventario-2026.csv', size: 4 },
        }),
      }),
    ]);
  });

  it('deletes a document after asking, then refreshes the list', async () => {
    const { server } = await open('/documents');
    await deleteAfterAsking('inventario-vale-verde.csv', /inventario-vale-verde/);
    expect(server.rows().map((document) => document.id)).toEqual([1, 3]);
  });
});
