import { createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderApp } from '../../../testing/render-app';
import { dropOnZone } from '../documents/documents-fixtures';
import { openAsStaff } from '../testing/open-as-staff';
import { fakeImportsServer, readyWeedsImport, UPLOADED_ID } from './imports-fixtures';
import { testSession } from '../../../testing/test-services';

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const select = (name: string) => page.getByRole('combobox', { name });

describe('the import screens', () => {
  it('are in the registers menu, and a new import goes from the list to its own page', async () => {
    const server = fakeImportsServer();
    const { router } = await openAsStaff('/imports', server.routes);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Importações' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Importações' })).toHaveAttribute('href', '/imports');

    await page.getByRole('link', { name: 'Nova importação' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Nova importação' })).toBeVisible();
    await userEvent.selectOptions(select('Cliente'), 'Agro Cerrado');
    await userEvent.selectOptions(select('Tipo de dado'), 'Anomalias de dossel');
    await userEvent.fill(page.getByLabelText(/^Data do monitoramento/), '2025-11-03');
    dropOnZone(await page.getByLabelText(/^Arquivo/).element(), new File(['{}'], 'anomalias.geojson'));
    await page.getByRole('button', { name: 'Enviar' }).click();

    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Anomalias de dossel de Agro Cerrado' }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe(`/imports/${UPLOADED_ID}`);
    expect(server.received.uploads).toEqual([
      {
        customer_id: '3',
        kind: 'anomalies',
        monitoring_date: '2025-11-03',
        file: { name: 'anomalias.geojson', size: 2 },
      },
    ]);
  });

  it('publishes a ready import only after asking, and tells the server once', async () => {
    const server = fakeImportsServer();
    await openAsStaff(`/imports/${readyWeedsImport.id}`, server.routes);
    await page.getByRole('button', { name: 'Publicar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar esta importação?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(server.received.steps).toEqual([]);

    await page.getByRole('button', { name: 'Publicar' }).click();
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect.element(page.getByText('Publicando', { exact: true })).toBeVisible();
    expect(server.received.steps).toEqual([`publish ${readyWeedsImport.id}`]);
  });

  it("are refused to a customer's user", async () => {
    testSession().getState().signIn('customer-token');
    testSession().getState().setUser(fakeUser);
    await renderApp({ path: '/imports', client: createFakeApiClient({}, fakeImportsServer().routes) });
    await expect
      .element(page.getByText('Serviço não contratado ou não disponível para este usuário/cliente.'))
      .toBeVisible();
    expect(page.getByRole('heading', { name: 'Importações' }).elements()).toHaveLength(0);
  });
});
