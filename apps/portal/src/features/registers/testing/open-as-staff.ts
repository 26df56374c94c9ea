// What the registers' browser tests share: the whole portal for signed-in staff on a fake server, and the
// steps every register's form and list take the same way.
import { createFakeApiClient, type FakeRoutes } from '@dossel/api-client/testing';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

import { renderApp } from '../../../testing/render-app';
import { emptyHistory, signInAsStaff } from '../../../testing/staff-session';

/**
 * The portal at `path` for a services administrator. The register's `routes` answer, with an empty record
 * history unless the test's `extra` routes say otherwise.
 */
export async function openAsStaff(path: string, routes: FakeRoutes, extra: FakeRoutes = {}) {
  signInAsStaff();
  return renderApp({ path, client: createFakeApiClient({}, { ...routes, ...emptyHistory, ...extra }) });
}

/** Cancel on an edit form nobody touched goes back to the list at once: no unsaved-changes prompt. */
export async function expectCancelWithoutPrompt(
  router: Awaited<ReturnType<typeof openAsStaff>>['router'],
  list: { heading: string; path: string },
) {
  await expect.element(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect.element(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
  expect(page.getByRole('dialog').elements()).toHaveLength(0);
  expect(router.state.location.pathname).toBe(list.path);
}

/**
 * Deletes the row whose button names `label`, answering yes to the spec's question: the toast says it is
 * done and no row matches `gone` any more.
 */
export async function deleteAfterAsking(label: string, gone: RegExp) {
  await page.getByRole('button', { name: `Excluir ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deseja excluir esse registro?' });
  await expect.element(dialog).toHaveTextContent('Essa ação não poderá ser revertida.');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect.element(page.getByText('Registro excluído com sucesso')).toBeVisible();
  await expect.element(page.getByRole('row', { name: gone })).not.toBeInTheDocument();
}
