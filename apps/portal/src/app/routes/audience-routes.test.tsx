import { benchmarkingEndpoints, routeKey } from '@dossel/api-client';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import type { User } from '@dossel/api-client';
import { apiError, createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import { paths } from '../../config/paths';
import { renderApp } from '../../testing/render-app';
import { testSession } from '../../testing/test-services';

const NOT_CONTRACTED = 'Serviço não contratado ou não disponível para este usuário/cliente.';
const staff: User = { ...fakeUser, id: 1, name: 'Administrador Dossel', servicesAdmin: true };

function signedInAs(user: User) {
  testSession().getState().signIn('token');
  testSession().getState().setUser(user);
}

const screenTitle = (name: string) => page.getByRole('heading', { level: 1, name });

describe('who reaches which route (spec section 6)', () => {
  it('lets staff open every register, new and edit forms included', async () => {
    signedInAs(staff);
    for (const [path, title] of [
      [paths.customers.href(), 'Clientes'],
      [paths.users.newHref(), 'Novo usuário'],
      [paths.documentTypes.editHref(3), 'Editar tipo de documento'],
      [paths.benchmarking.href(), 'Benchmarking'],
    ] as const) {
      const { screen } = await renderApp({ path });
      await expect.element(screenTitle(title)).toBeVisible();
      await screen.unmount();
    }
  });

  it('refuses the registers to a customer user', async () => {
    signedInAs(fakeUser);
    for (const path of [paths.customerGroups.href(), paths.users.editHref(1), paths.documents.newHref()]) {
      const { screen } = await renderApp({ path });
      await expect.element(page.getByRole('alert')).toHaveTextContent(NOT_CONTRACTED);
      await screen.unmount();
    }
  });

  it("asks nothing of a register's API for a customer user: a refusal would sign them out", async () => {
    signedInAs(fakeUser);
    const benchmarkingCalls: string[] = [];
    const client = createFakeApiClient(
      {},
      {
        [routeKey(benchmarkingEndpoints.list)]: () => {
          benchmarkingCalls.push('list');
          throw apiError(403, 'auth.forbidden');
        },
      },
    );
    await renderApp({ path: paths.benchmarking.href(), client });
    await expect.element(page.getByRole('alert')).toHaveTextContent(NOT_CONTRACTED);
    // The route's loader had its chance: the screen-data chunk and the session are both there by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(benchmarkingCalls).toEqual([]);
    expect(testSession().getState().isLoggedIn).toBe(true);
  });

  it('opens the field-operations group only while the current customer has service 8', async () => {
    signedInAs(fakeUser);
    const { screen } = await renderApp({ path: paths.operations.href() });
    await expect.element(page.getByRole('alert')).toHaveTextContent(NOT_CONTRACTED);
    await screen.unmount();

    signedInAs({ ...fakeUser, currentCustomerId: 2 });
    await renderApp({ path: paths.operations.newHref() });
    await expect.element(screenTitle('Nova operação')).toBeVisible();
  });

  it('shows every report route to every user, /soilRelief as written in the menu included', async () => {
    signedInAs(fakeUser);
    const { screen } = await renderApp({ path: paths.soilRelief.menuHref() });
    await expect.element(screenTitle('Solo e relevo')).toBeVisible();
    await screen.unmount();
    await renderApp({ path: paths.downloads.href() });
    await expect.element(screenTitle('Download de documentos')).toBeVisible();
  });

  it('answers an unknown path with the not-found page and a way back', async () => {
    signedInAs(fakeUser);
    await renderApp({ path: '/no-such-page' });
    await expect.element(page.getByText('A página que você está procurando não existe.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });
});
