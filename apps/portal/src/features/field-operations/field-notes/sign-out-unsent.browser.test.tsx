import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient } from '@dossel/api-client/testing';
import { deviceDb } from '../../../lib/offline/device';
import { deleteUserData } from '../../../lib/offline/device-db';
import { enqueueNote, queueCounts } from '../../../lib/offline/note-queue';
import { renderApp } from '../../../testing/render-app';
import { testSession } from '../../../testing/test-services';
import { fakeFieldOperationsUser, signInForFieldOperations } from '../testing/field-operations-session';
import { FIELD_NOTES_API, fakeFieldNotesServer } from './field-notes-fixtures';

const USER = fakeFieldOperationsUser.id;

beforeEach(async () => {
  notifications.clean();
  await deleteUserData(await deviceDb(), USER);
});
afterEach(async () => deleteUserData(await deviceDb(), USER));

async function signOutFromMenu() {
  await page.getByRole('button', { name: /Cliente Demo/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
}

describe('signing out with field notes not sent', () => {
  it('asks first, keeps everything on "stay", and deletes the notes from the device on "discard"', async () => {
    const server = fakeFieldNotesServer();
    // The server never takes the note (no network for its POST): it waits on the device.
    const { [`POST ${FIELD_NOTES_API}`]: _unreachable, ...routes } = server.routes;
    await enqueueNote(await deviceDb(), {
      userId: USER,
      customerId: fakeFieldOperationsUser.currentCustomerId,
      values: { tipo: 1, data: '2025-11-07', observacoes: 'Sem sinal.' },
    });
    signInForFieldOperations();
    await renderApp({ path: '/field-notes', client: createFakeApiClient({}, routes) });
    await expect.element(page.getByRole('link', { name: /Aguardando envio: 1/ })).toBeVisible();

    await signOutFromMenu();
    const dialog = page.getByRole('dialog', { name: 'Anotações ainda não enviadas' });
    await expect.element(dialog).toHaveTextContent(/guarda 1 anotação/);
    await dialog.getByRole('button', { name: 'Continuar conectado' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(testSession().getState().isLoggedIn).toBe(true);
    expect((await queueCounts(await deviceDb(), USER)).waiting).toBe(1);

    await signOutFromMenu();
    await page.getByRole('button', { name: 'Sair e descartar' }).click();
    await expect.poll(() => testSession().getState().isLoggedIn).toBe(false);
    expect(await queueCounts(await deviceDb(), USER)).toEqual({ waiting: 0, sending: 0, refused: 0 });
  });

  it('signs out at once when every note was sent, deleting the copies kept on the device', async () => {
    const server = fakeFieldNotesServer();
    signInForFieldOperations();
    await renderApp({ path: '/field-notes', client: createFakeApiClient({}, server.routes) });
    await expect.element(page.getByRole('row', { name: /Tipo de combate/ })).toBeVisible();
    const db = await deviceDb();
    const owner = [USER, fakeFieldOperationsUser.currentCustomerId, 'field-notes'] as const;
    await expect.poll(async () => (await db.get('snapshots', [...owner])) !== undefined).toBe(true);

    await signOutFromMenu();
    await expect.poll(() => testSession().getState().isLoggedIn).toBe(false);
    expect(await db.get('snapshots', [...owner])).toBeUndefined();
  });
});
