// Screenshots of the sign-in page and the signed-in shell at desktop and phone widths, for a human look.
// Needs a built portal and API. Run: `pnpm exec tsx e2e/screenshots.mjs` (tsx lets it load
// tooling/chromium.ts). Files land in /tmp/shots (SHOTS_DIR overrides).
// `playwright` is the root's copy of playwright-core's API; playwright-core itself is not hoisted here.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright';

import { chromiumLaunchOptions } from '../tooling/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.SHOTS_PORT ?? '4174';
const baseURL = `http://localhost:${port}`;
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const widths = [1440, 375];

async function waitForServer(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${baseURL} within ${timeoutMs} ms`);
}

mkdirSync(outDir, { recursive: true });
const server = spawn(process.execPath, [join(root, 'e2e/start-server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: port },
});

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await waitForServer();
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 812 },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await page.goto(baseURL);
    await page.getByRole('heading', { name: 'Portal do Cliente' }).waitFor();
    await page.screenshot({ path: join(outDir, `login-${width}.png`), fullPage: true });

    await page.getByLabel(/^E-mail/).fill('cliente@demo.com.br');
    await page.getByLabel(/^Senha/).fill('Dossel@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    await page.screenshot({ path: join(outDir, `shell-${width}.png`), fullPage: true });

    await page.goto(`${baseURL}/some/path`);
    await page.getByRole('button', { name: 'Voltar' }).waitFor();
    await page.screenshot({ path: join(outDir, `not-found-${width}.png`), fullPage: true });
    await context.close();
  }
  console.log(`screenshots saved in ${outDir}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
