import { writeFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { paths } from '../apps/portal/src/config/paths';
import { expect, plotMiddle, signIn, test } from './support';

// Field notes written in the stand (issue 18), on the built portal, its service worker and the real API:
// written offline with a photo and the position, kept through a reload without network, and on the
// server once each when the network returns.
const CLIENT = { email: 'cliente@demo.com.br', name: 'Cliente Demonstração' };
const VALE_VERDE_ID = 2;

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByRole('banner');

test.use({ serviceWorkers: 'allow', permissions: ['geolocation'] });

/** A 2400 × 1800 JPEG made in the page (a phone's photo, smaller), written where the test can give it. */
async function photoFile(page: Page, path: string): Promise<string> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2400, 1800);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#3a6b35';
    context.fillRect(0, 0, 2400, 1800);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  });
  writeFileSync(path, Buffer.from(base64, 'base64'));
  return path;
}

/** Writes a note offline: a new page load (the worker serves it), its type, the position's places. */
async function writeNote(page: Page, plot: string, observations: string, photo?: string) {
  await page.goto(paths.fieldNotes.newHref());
  await expect(main(page).getByRole('heading', { name: 'Nova anotação de campo', level: 1 })).toBeVisible();
  const closeNote = page.getByRole('button', { name: 'Fechar o aviso' });
  if (await closeNote.isVisible()) await closeNote.click();
  await main(page).getByRole('combobox', { name: 'Tipo', exact: true }).selectOption('Tipo de combate');
  await main(page).getByLabel(/^Data/).fill('2026-11-20');
  await main(page).getByRole('button', { name: 'Usar minha posição' }).click();
  await expect(main(page).getByText(`±12 m, no talhão ${plot}`)).toBeVisible();
  await main(page)
    .getByRole('button', { name: `Preencher locais com ${plot}` })
    .click();
  await main(page).getByRole('textbox', { name: 'Observações' }).fill(observations);
  if (photo) {
    await page.locator('input[type=file]').setInputFiles(photo);
    await expect(main(page).getByRole('img', { name: 'Foto 1' })).toBeVisible();
  }
  await main(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo neste aparelho, enviando…')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Anotações de campo', level: 1 })).toBeVisible();
}

test('notes written offline with a photo and the position survive a reload and reach the server once each', async ({
  page,
  context,
}, testInfo) => {
  // Signing in, the worker's precache, two notes with photos and their sync.
  test.setTimeout(180_000);
  await page.goto(paths.home.href());
  await signIn(page, CLIENT.email);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await page.evaluate(async (customerId) => {
    const answer = await fetch('/api/auth/switchCustomer', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('dossel.token')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ newCustomerId: customerId }),
    });
    if (!answer.ok) throw new Error(`switchCustomer answered ${answer.status}`);
  }, VALE_VERDE_ID);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const plot = await plotMiddle(page);
  await context.setGeolocation({ longitude: plot.longitude, latitude: plot.latitude, accuracy: 12 });
  const photo = await photoFile(page, testInfo.outputPath('photo.jpg'));

  // Online once, as before going to the field: the list and the form (their device copies).
  await page.goto(paths.fieldNotes.href());
  await expect(main(page).getByRole('heading', { name: 'Anotações de campo', level: 1 })).toBeVisible();
  await page.goto(paths.fieldNotes.newHref());
  // The customer's plots reach the device with the form: the position finds its plot offline too.
  await main(page).getByRole('button', { name: 'Usar minha posição' }).click();
  await expect(main(page).getByText(`±12 m, no talhão ${plot.name}`)).toBeVisible();

  const stamp = Date.now().toString(36);
  const notes = [`Primeira sem sinal ${stamp}`, `Segunda sem sinal ${stamp}`];
  await context.setOffline(true);
  for (const note of notes) await writeNote(page, plot.name, note, photo);
  const waiting = main(page).getByRole('region', { name: 'Aguardando envio' }).getByRole('listitem');
  await expect(waiting).toHaveCount(2);

  // The app opens again without network, the two notes still waiting on the device.
  await page.reload();
  await expect(waiting).toHaveCount(2);
  await expect(banner(page).getByRole('link', { name: /Aguardando envio: 2/ })).toBeVisible();

  // Back online: under a service worker, Chromium fires no `online` event for Playwright's emulated
  // network, so the test fires the one a browser fires.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(banner(page).getByRole('link', { name: /Tudo enviado/ })).toBeVisible({ timeout: 30_000 });
  await expect(main(page).getByRole('region', { name: 'Aguardando envio' })).toHaveCount(0);

  // On the server: each note once, with its position, plot and photo.
  const token = await page.evaluate(() => window.localStorage.getItem('dossel.token'));
  const answer = await page.request.get('/api/register/gas/apontamentos', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.ok()).toBe(true);
  const stored = (await answer.json()) as {
    observacoes: string | null;
    clientKey: string | null;
    plotId: number | null;
    accuracyM: number | null;
    photos: { width: number; height: number }[];
  }[];
  for (const note of notes) {
    const copies = stored.filter((row) => row.observacoes === note);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      plotId: expect.any(Number),
      accuracyM: 12,
      photos: [{ width: 1600, height: 1200 }],
    });
  }
});
