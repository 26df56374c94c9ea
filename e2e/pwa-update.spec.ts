import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { precompressFile } from '../apps/portal/vite/precompress-plugin';
import { expect, signIn, test } from './support';

const CLIENT = { email: 'cliente@demo.com.br', name: 'Cliente Demonstração' };
const dist = fileURLToPath(new URL('../apps/portal/dist/', import.meta.url));
/** The files "release 2" changes, with the compressed copies the server sends in their place. */
const CHANGED = ['sw.js', 'index.html'].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
const MARKER = '<meta name="dossel-e2e-release" content="2">';

test.use({ serviceWorkers: 'allow' });

let kept = '';

/**
 * Turns the served build into a next release without a second build (minutes): index.html gains a
 * marker, and sw.js another build id and index.html's new revision, as a release's worker would. In
 * place, in the dist the suite's server serves (e2e/start-server.mjs); `afterAll` puts release 1 back.
 */
async function publishNextRelease(): Promise<{ oldRevision: string; newRevision: string }> {
  kept = await mkdtemp(join(tmpdir(), 'dossel-e2e-release-1-'));
  for (const file of CHANGED) await copyFile(join(dist, file), join(kept, file));
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  await writeFile(join(dist, 'index.html'), html.replace('</head>', `${MARKER}</head>`));
  const sw = await readFile(join(dist, 'sw.js'), 'utf8');
  const oldRevision = /\{"revision":"(\w+)","url":"index\.html"\}/.exec(sw)?.[1];
  const buildId = /postMessage\(`([^`]+)`\)/.exec(sw)?.[1];
  if (!oldRevision || !buildId) throw new Error('sw.js: no index.html revision or build id found');
  const newRevision = `${oldRevision.slice(0, -6)}e2e002`;
  await writeFile(
    join(dist, 'sw.js'),
    sw
      .replace(oldRevision, newRevision)
      .replace(`postMessage(\`${buildId}\`)`, 'postMessage(`e2e-release-2`)'),
  );
  await Promise.all(['sw.js', 'index.html'].map((file) => precompressFile(join(dist, file))));
  return { oldRevision, newRevision };
}

test.afterAll(async () => {
  if (!kept) return;
  for (const file of CHANGED) await copyFile(join(kept, file), join(dist, file));
  await rm(kept, { recursive: true, force: true });
});

test('a new release is served at once online, offered in an open tab, and replaces the old cache', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signIn(page, CLIENT.email);
  const greeting = page.getByRole('heading', { name: `Olá, ${CLIENT.name}!` });
  await expect(greeting).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  const { oldRevision, newRevision } = await publishNextRelease();

  // Release 1's worker still controls the page, and the page still comes from the network: release 2's.
  await page.goto('/');
  await expect(page.locator('meta[name="dossel-e2e-release"]')).toHaveCount(1);
  await expect(greeting).toBeVisible();

  // The new worker installs beside the old one and waits for the user.
  const prompt = page.getByRole('region', { name: 'Atualização do portal' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt.getByRole('status')).toHaveText('Uma nova versão do portal está disponível.');
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Atualizar' }).click();

  // The page reloads under the new worker, whose precache holds release 2's page only.
  await reloaded;
  await expect(prompt).toHaveCount(0);
  await expect(greeting).toBeVisible();
  const cached = async () =>
    page.evaluate(async () => {
      const keys = await Promise.all(
        (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
      );
      return keys
        .flat()
        .map((request) => request.url)
        .filter((url) => url.includes('/index.html'));
    });
  await expect.poll(cached).toEqual([expect.stringContaining(`__WB_REVISION__=${newRevision}`)]);
  expect((await cached()).join()).not.toContain(oldRevision);
});
