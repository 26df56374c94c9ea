// Issue 18's numbers, in Chromium against the built portal on the demo seed, as the customer user on
// Vale Verde (service 8), with the portal's service worker: the field-notes form opened with no network
// on a 4× slowed CPU, what a note with a 12-megapixel photo takes on the device, and how long the queue
// takes to send itself once the network is back (50 notes of text; 10 with a photo each).
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type BrowserContext, type Page } from 'playwright';

import { chromiumLaunchOptions } from '../tooling/chromium';
import { startDemoServer } from './slow-network';

export interface FieldNotesOfflineBench {
  /** Navigation → the form's fields drawn, offline, CPU 4×: median and the runs, in ms. */
  formOpenMs: { median: number; runs: number[] };
  /** What one note with a 12 MP photo adds to the origin's storage (navigator.storage.estimate), bytes. */
  storagePerPhotoNote: number;
  /** The photo and its thumbnail as the device keeps them (average), bytes. */
  photoBytes: number;
  thumbBytes: number;
  /** The 12 MP JPEG given to the form, bytes. */
  originalBytes: number;
  /** `online` → "Tudo enviado", ms. */
  syncTextNotesMs: number;
  syncPhotoNotesMs: number;
  textNotes: number;
  photoNotes: number;
}

const PASSWORD = 'Dossel@2026';
/** Florestal Vale Verde, the demo customer with field operations (service 8). */
const VALE_VERDE_ID = 2;
const FORM_RUNS = 7;

/** The instant (page clock) the form's heading and a field are drawn: stamped by the page itself. */
function stampFormShown() {
  const tick = () => {
    const heading = document.querySelector('h1');
    const field = document.querySelector('form select, form input');
    if (heading?.textContent === 'Nova anotação de campo' && field) {
      (window as unknown as { __formShownAt: number }).__formShownAt = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function signInOnValeVerde(page: Page) {
  // The quarterly report's popup greets the customer on home: closed whenever it shows.
  const popup = page.getByRole('dialog', { name: 'Relatório trimestral disponível' });
  await page.addLocatorHandler(
    popup,
    () =>
      popup
        .getByRole('button', { name: 'Fechar' })
        .click({ timeout: 2_000 })
        .catch(() => undefined),
    { noWaitAfter: true },
  );
  await page.goto('/');
  await page.getByLabel(/^E-mail/).fill('cliente@demo.com.br');
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: /^Olá, / }).waitFor();
  // Switched on the server as the user menu does; the next page loads with Vale Verde current.
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
}

/** A plot of the current customer (its id), from the API, for the form's "new note on a plot" link. */
function firstPlotId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('dossel.token')}` };
    const me = (await (await fetch('/api/auth/me', { headers })).json()) as { currentCustomerId: number };
    const plots = (await (
      await fetch(`/api/reports/plots.geojson?customer_id=${me.currentCustomerId}`, { headers })
    ).json()) as { features: { id: number }[] };
    const first = plots.features[0];
    if (!first) throw new Error('the customer has no plots');
    return first.id;
  });
}

/** A 4000 × 3000 JPEG of noise (which compresses as badly as a photo of leaves), made in the page. */
async function twelveMegapixelJpeg(page: Page, folder: string): Promise<string> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const image = context.createImageData(4000, 3000);
    for (let index = 0; index < image.data.length; index += 4) {
      const shade = (Math.sin(index / 9000) + 1) * 60;
      image.data[index] = shade + Math.random() * 60;
      image.data[index + 1] = 90 + shade + Math.random() * 80;
      image.data[index + 2] = Math.random() * 50;
      image.data[index + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    return btoa(binary);
  });
  const file = join(folder, 'photo-12mp.jpg');
  writeFileSync(file, Buffer.from(base64, 'base64'));
  return file;
}

/** Writes one note through the form (offline: it goes to the device's queue), with a photo if given. */
async function writeNote(page: Page, formUrl: string, photo?: string) {
  await page.goto(formUrl);
  // Opened offline, the portal says so in a note over the corner, where a phone has the form's button:
  // closed as a user would.
  const closeNote = page.getByRole('button', { name: 'Fechar o aviso' });
  if (await closeNote.isVisible()) await closeNote.click();
  await page.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ label: 'Tipo de combate' });
  if (photo) {
    await page.locator('input[type=file]').setInputFiles(photo);
    await page.getByRole('img', { name: 'Foto 1' }).waitFor();
  }
  await page.locator('form button[type=submit]').click();
  await page.getByText('Salvo neste aparelho, enviando…').first().waitFor();
}

/** Back online, as a browser says it (Playwright's emulated network fires no `online` under a worker). */
async function timeSync(context: BrowserContext, page: Page): Promise<number> {
  await context.setOffline(false);
  const started = await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    return performance.now();
  });
  // The header's sync status (its badge; a hidden live region says the same to screen readers).
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Ver anotações/ })
    .getByText('Tudo enviado')
    .waitFor({ timeout: 600_000 });
  return (await page.evaluate(() => performance.now())) - started;
}

/** Storage the origin uses (IndexedDB, caches) as the browser counts it. */
const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** The photos on the device: their bytes and their thumbnails', summed, and how many. */
function devicePhotoBytes(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ photos: number; photoBytes: number; thumbBytes: number }>((resolve, reject) => {
        const request = indexedDB.open('dossel-device');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const all = request.result.transaction('photos').objectStore('photos').getAll();
          all.onsuccess = () => {
            const rows = all.result as { blob: Blob; thumb: Blob }[];
            resolve({
              photos: rows.length,
              photoBytes: rows.reduce((sum, row) => sum + row.blob.size, 0),
              thumbBytes: rows.reduce((sum, row) => sum + row.thumb.size, 0),
            });
          };
        };
      }),
  );
}

export async function measureFieldNotesOffline(): Promise<FieldNotesOfflineBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dossel-bench-notes-'));
  const port = 18500 + Math.floor(process.pid % 90);
  const server = await startDemoServer(dataDir, port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      locale: 'pt-BR',
      viewport: { width: 412, height: 900 },
      serviceWorkers: 'allow',
    });
    // tsx compiles with esbuild's keepNames, whose `__name(…)` helper the page lacks: an identity one.
    await context.addInitScript('globalThis.__name = (fn) => fn');
    await context.addInitScript(stampFormShown);
    const page = await context.newPage();
    await signInOnValeVerde(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const formUrl = `/field-notes/new?plot=${await firstPlotId(page)}&date=${new Date().toISOString().slice(0, 10)}`;
    // Once online, as a user would before going to the field: the list and the form (their copies).
    await page.goto('/field-notes');
    await page.getByRole('heading', { name: 'Anotações de campo', level: 1 }).waitFor();
    await page.goto(formUrl);
    await page.getByRole('combobox', { name: 'Tipo', exact: true }).waitFor();
    const photo = await twelveMegapixelJpeg(page, dataDir);
    const originalBytes = statSync(photo).size;

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const runs: number[] = [];
    for (let run = 0; run < FORM_RUNS; run += 1) {
      await page.goto(formUrl);
      await page.waitForFunction(() => '__formShownAt' in window);
      runs.push(await page.evaluate(() => (window as unknown as { __formShownAt: number }).__formShownAt));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const photoNotes = 10;
    const before = await usage(page);
    for (let note = 0; note < photoNotes; note += 1) await writeNote(page, formUrl, photo);
    const after = await usage(page);
    const device = await devicePhotoBytes(page);
    const syncPhotoNotesMs = await timeSync(context, page);

    const textNotes = 50;
    await context.setOffline(true);
    for (let note = 0; note < textNotes; note += 1) await writeNote(page, formUrl);
    const syncTextNotesMs = await timeSync(context, page);

    return {
      formOpenMs: { median: median(runs), runs },
      storagePerPhotoNote: (after - before) / photoNotes,
      photoBytes: device.photoBytes / Math.max(device.photos, 1),
      thumbBytes: device.thumbBytes / Math.max(device.photos, 1),
      originalBytes,
      syncTextNotesMs,
      syncPhotoNotesMs,
      textNotes,
      photoNotes,
    };
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

export function fieldNotesOfflineRows(bench: FieldNotesOfflineBench): string[] {
  return [
    'Field notes without network (issue 18), Chromium, the built portal with its service worker, the demo seed:',
    '',
    '| measure | value |',
    '|---|---|',
    `| field-notes form opened offline, CPU 4× (navigation → fields drawn), median of ${bench.formOpenMs.runs.length} | ${(bench.formOpenMs.median / 1000).toFixed(2)} s (runs: ${bench.formOpenMs.runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')}) |`,
    `| storage per note with one 12 MP photo (${kilobytes(bench.originalBytes)} JPEG given), navigator.storage.estimate over ${bench.photoNotes} notes | ${kilobytes(bench.storagePerPhotoNote)} |`,
    `| the photo as kept and sent (1600 px, JPEG 0.8) / its thumbnail | ${kilobytes(bench.photoBytes)} / ${kilobytes(bench.thumbBytes)} |`,
    `| sync of ${bench.textNotes} queued notes (text), online → "Tudo enviado" | ${(bench.syncTextNotesMs / 1000).toFixed(1)} s |`,
    `| sync of ${bench.photoNotes} queued notes with a photo each | ${(bench.syncPhotoNotesMs / 1000).toFixed(1)} s |`,
    '',
  ];
}
