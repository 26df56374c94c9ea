import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

import { e2eDataDir } from './data-dir.mjs';

export { expect };

/**
 * Playwright's test, with the quarterly-report popup closed whenever it shows: it greets every first
 * visit of a month's quarter and would stand in front of what a test is about. The test about the popup
 * itself turns this off with `test.use({ closeQuarterlyPopup: false })`.
 */
export const test = base.extend<{ closeQuarterlyPopup: boolean; quarterlyPopupHandler: undefined }>({
  closeQuarterlyPopup: [true, { option: true }],
  quarterlyPopupHandler: [
    async ({ page, closeQuarterlyPopup }, use) => {
      if (closeQuarterlyPopup) {
        const popup = page.getByRole('dialog', { name: 'Relatório trimestral disponível' });
        await page.addLocatorHandler(
          popup,
          async () => {
            await popup
              .getByRole('button', { name: 'Fechar' })
              .click({ timeout: 2_000 })
              // The test moved on meanwhile and the popup left with the home page: nothing to close.
              .catch(() => undefined);
          },
          { noWaitAfter: true },
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
});

export const PASSWORD = 'Dossel@2026';
const port = process.env.E2E_PORT ?? '4173';
const outboxDir = join(e2eDataDir(port), 'outbox');

export const signInTitle = (page: Page) => page.getByRole('heading', { name: 'Portal do Cliente' });

const LOGIN = '/api/auth/login';

/**
 * The API allows 10 sign-ins a minute per e-mail and address, and the whole suite signs the demo
 * accounts in from one address: when a sign-in is refused for that (429), wait as the answer's
 * `retry-after` says, as its message asks a user to, and let the test take that much longer.
 */
async function waitOutRateLimit(response: { status: () => number; headers: () => Record<string, string> }) {
  if (response.status() !== 429) return false;
  const waitMs = (Number(response.headers()['retry-after']) || 60) * 1000 + 500;
  test.info().setTimeout(test.info().timeout + waitMs);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return true;
}

/** Signs in through the sign-in page as a user would. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith(LOGIN));
    await page.getByRole('button', { name: 'Entrar' }).click();
    // The refusal's toast has closed by itself by the end of the wait.
    if (!(await waitOutRateLimit(await answer))) return;
  }
}

/** A bearer token for API calls made by the test itself (set-up, not what is tested). */
export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD) {
  let response = await request.post(LOGIN, { data: { email, password } });
  if (await waitOutRateLimit(response)) response = await request.post(LOGIN, { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The session token the portal holds in this page. */
export async function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('dossel.token'));
}

/** The e-mail files in the server's outbox, oldest first. */
export async function outbox(): Promise<string[]> {
  return (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), as a mail client does. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The link of the first e-mail to `to` written after `before` that points at `/<route>/<token>`. */
export async function mailedLink(before: string[], to: string, route: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      for (const file of (await outbox()).filter((name) => !before.includes(name))) {
        const message = decodeQuotedPrintable(await readFile(join(outboxDir, file), 'utf8'));
        if (!message.includes(to)) continue;
        link = new RegExp(`https?://[^\\s"<>]+/${route}/[\\w-]+`).exec(message)?.[0];
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link as string;
}

/**
 * The middle (its corners' average) of one of the signed-in user's current customer's plots — the named
 * one, or the first — with its name: where a test stands the device's GPS.
 */
export function plotMiddle(page: Page, name?: string) {
  return page.evaluate(async (wanted) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('dossel.token')}` };
    const me = (await (await fetch('/api/auth/me', { headers })).json()) as { currentCustomerId: number };
    const plots = (await (
      await fetch(`/api/reports/plots.geojson?customer_id=${me.currentCustomerId}`, { headers })
    ).json()) as {
      features: { properties: { name: string }; geometry: { coordinates: number[][][] } }[];
    };
    const plot = wanted
      ? plots.features.find((feature) => feature.properties.name === wanted)
      : plots.features[0];
    const corners = plot?.geometry.coordinates[0]?.slice(0, -1) ?? [];
    if (!plot || corners.length === 0) throw new Error(`no plot ${wanted ?? 'at all'}`);
    const mean = (axis: 0 | 1) =>
      corners.reduce((sum, corner) => sum + (corner[axis] ?? 0), 0) / corners.length;
    return { name: plot.properties.name, longitude: mean(0), latitude: mean(1) };
  }, name);
}
