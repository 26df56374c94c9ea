import { documentsEndpoints, routeKey } from '@dossel/api-client';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import type { RequestOptions } from '@dossel/api-client';
import { apiError, createFakeApiClient, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { downloadsRoutes, fakeDocument, stalledDownload } from '../../testing/downloads-fixtures';
import { testSession } from '../../testing/test-services';

const PATH = '/downloads/documents';

function signedIn() {
  testSession().getState().signIn('t');
  testSession().getState().setUser(fakeUser);
}

async function openDownloads(routes: FakeRoutes, path = PATH) {
  signedIn();
  return renderApp({ path, client: createFakeApiClient({}, routes) });
}

const row = (name: string) => page.getByRole('row').filter({ hasText: name });
const checkbox = (name: string) => page.getByRole('checkbox', { name: `Selecionar ${name}` });
const zipButton = () => page.getByRole('button', { name: 'Baixar selecionados (ZIP)' });

describe('the downloads screen', () => {
  it("lists the current customer's documents with type, category, subject, date and size", async () => {
    await openDownloads(downloadsRoutes([fakeDocument(1), fakeDocument(2), fakeDocument(3, 2)]));
    await expect.element(page.getByRole('heading', { name: 'Download de documentos' })).toBeVisible();
    const pdf = row('relatorio-1-cliente-1.pdf');
    await expect.element(pdf).toHaveTextContent('Relatório PDF');
    await expect.element(pdf).toHaveTextContent('Relatórios técnicos');
    await expect.element(pdf).toHaveTextContent('Monitoramento');
    await expect.element(pdf).toHaveTextContent('11/02/2026');
    await expect.element(pdf).toHaveTextContent('2 kB');
    await expect.element(row('inventario-2-cliente-1.csv')).toBeVisible();
    expect(page.getByText('relatorio-3-cliente-2.pdf').elements()).toHaveLength(0);
  });

  it('filters by type, category and subject, keeps them in the address and says when nothing matches', async () => {
    const queries: RequestOptions['query'][] = [];
    const routes = downloadsRoutes([fakeDocument(1), fakeDocument(2)]);
    const list = routes['GET /register/documents'] as NonNullable<FakeRoutes[string]>;
    const { router } = await openDownloads({
      ...routes,
      [routeKey(documentsEndpoints.list)]: (options) => {
        queries.push(options.query);
        return list(options);
      },
    });
    await expect.element(row('relatorio-1-cliente-1.pdf')).toBeVisible();

    await page.getByRole('combobox', { name: 'Tipo' }).selectOptions('Planilha CSV');
    await expect.element(page.getByText('relatorio-1-cliente-1.pdf')).not.toBeInTheDocument();
    await expect.element(row('inventario-2-cliente-1.csv')).toBeVisible();
    expect(router.state.location.search).toBe('?type=2');
    expect(queries.at(-1)).toEqual({ documentTypeId: 2, customerId: 1 });

    await page.getByRole('combobox', { name: 'Assunto' }).selectOptions('Monitoramento');
    await expect.element(page.getByText('Sem informações para esses filtros.')).toBeVisible();
    expect(router.state.location.search).toBe('?type=2&subject=3');
  });

  it('opens with the filters of the address, as after a reload', async () => {
    await openDownloads(downloadsRoutes([fakeDocument(1), fakeDocument(2)]), `${PATH}?category=4`);
    await expect.element(row('inventario-2-cliente-1.csv')).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Categoria' }))
      .toHaveDisplayValue('Planilha de dados');
    expect(page.getByText('relatorio-1-cliente-1.pdf').elements()).toHaveLength(0);
  });

  it('selects at most 20 documents and refuses the 21st with a message, leaving it unchecked', async () => {
    const documents = Array.from({ length: 22 }, (_, index) => fakeDocument(index + 1));
    await openDownloads(downloadsRoutes(documents));
    await expect.element(page.getByText('0 de 20 selecionados')).toBeVisible();

    // One by one up to 3, then the rest of the first 20 at once (23 real clicks outlast a busy machine).
    for (const document of documents.slice(0, 3)) await checkbox(document.name).click();
    await expect.element(page.getByText('3 de 20 selecionados')).toBeVisible();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    await page.getByRole('checkbox', { name: 'Selecionar todos os documentos visíveis' }).click();
    await expect.element(page.getByText('20 de 20 selecionados')).toBeVisible();
    await expect.element(checkbox('relatorio-21-cliente-1.pdf')).not.toBeChecked();

    await checkbox('relatorio-21-cliente-1.pdf').click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Você pode selecionar no máximo 20 documentos por vez.');
    await expect.element(checkbox('relatorio-21-cliente-1.pdf')).not.toBeChecked();
    await expect.element(page.getByText('20 de 20 selecionados')).toBeVisible();

    // Unchecking one makes room again, and the message goes.
    await checkbox('relatorio-1-cliente-1.pdf').click();
    await checkbox('relatorio-21-cliente-1.pdf').click();
    await expect.element(checkbox('relatorio-21-cliente-1.pdf')).toBeChecked();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });

  it('selects the visible documents all at once, up to the limit', async () => {
    const documents = Array.from({ length: 22 }, (_, index) => fakeDocument(index + 1));
    await openDownloads(downloadsRoutes(documents));
    await page.getByRole('checkbox', { name: 'Selecionar todos os documentos visíveis' }).click();
    await expect.element(page.getByText('20 de 20 selecionados')).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent('no máximo 20 documentos');
    await expect.element(checkbox('inventario-22-cliente-1.csv')).not.toBeChecked();
  });

  it('downloads the selection as one ZIP, with a progress bar and the buttons disabled meanwhile', async () => {
    const zip = stalledDownload(1500);
    const downloadMany = vi.fn(() => zip.stream);
    await openDownloads(
      downloadsRoutes([fakeDocument(1), fakeDocument(2), fakeDocument(3)], {
        [routeKey(documentsEndpoints.downloadMany)]: downloadMany,
      }),
    );
    await checkbox('relatorio-3-cliente-1.pdf').click();
    await checkbox('relatorio-1-cliente-1.pdf').click();
    await zipButton().click();

    const progress = page.getByRole('progressbar', { name: 'Progresso do download' });
    await expect.element(progress).toBeVisible();
    expect(downloadMany).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ body: { ids: [3, 1] } }),
      expect.anything(),
    );
    // A ZIP's size is unknown until it is made: the bar has no value.
    await expect.element(progress).not.toHaveAttribute('aria-valuenow');
    await expect.element(page.getByText(/Baixando… 1,5 kB recebidos/)).toBeVisible();
    await expect.element(zipButton()).toBeDisabled();
    await expect
      .element(page.getByRole('button', { name: 'Baixar relatorio-1-cliente-1.pdf' }))
      .toBeDisabled();

    zip.finish();
    await expect.element(progress).not.toBeInTheDocument();
    await expect.element(zipButton()).toBeEnabled();
  });

  it('downloads one document with a bar that fills against its size', async () => {
    const file = stalledDownload(2048);
    const download = vi.fn(() => file.stream);
    await openDownloads(
      downloadsRoutes([fakeDocument(2)], { [routeKey(documentsEndpoints.download, { id: 2 })]: download }),
    );
    await page.getByRole('button', { name: 'Baixar inventario-2-cliente-1.csv' }).click();
    const progress = page.getByRole('progressbar', { name: 'Progresso do download' });
    // 2 kB of its 4 kB.
    await expect.element(progress).toHaveAttribute('aria-valuenow', '50');
    await expect
      .element(page.getByRole('button', { name: 'Baixar inventario-2-cliente-1.csv' }))
      .toBeDisabled();
    file.finish();
    await expect.element(progress).not.toBeInTheDocument();
    expect(download).toHaveBeenCalledOnce();
  });

  it('says so when a download fails', async () => {
    await openDownloads(
      downloadsRoutes([fakeDocument(1)], {
        [routeKey(documentsEndpoints.download, { id: 1 })]: () => {
          throw apiError(404, 'errors.documents.downloadFailed');
        },
      }),
    );
    await page.getByRole('button', { name: 'Baixar relatorio-1-cliente-1.pdf' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Tivemos um problema para baixar o documento. Tente novamente mais tarde');
    await expect
      .element(page.getByRole('button', { name: 'Baixar relatorio-1-cliente-1.pdf' }))
      .toBeEnabled();
  });

  it('follows the current customer at once when it is switched, forgetting the selection', async () => {
    await openDownloads(downloadsRoutes([fakeDocument(1), fakeDocument(2, 2)]));
    await checkbox('relatorio-1-cliente-1.pdf').click();
    await expect.element(page.getByText('1 de 20 selecionados')).toBeVisible();

    testSession().getState().setCurrentCustomer(2);
    await expect.element(row('inventario-2-cliente-2.csv')).toBeVisible();
    expect(page.getByText('relatorio-1-cliente-1.pdf').elements()).toHaveLength(0);
    await expect.element(page.getByText('0 de 20 selecionados')).toBeVisible();
  });

  it('is reachable by keyboard: a checkbox is checked with the space bar', async () => {
    await openDownloads(downloadsRoutes([fakeDocument(1)]));
    const box = checkbox('relatorio-1-cliente-1.pdf');
    await expect.element(box).toBeVisible();
    (box.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
  });
});
