import { expect, plotMiddle, signIn, test } from './support';

const CLIENT = { email: 'cliente@demo.com.br', name: 'Cliente Demonstração' };
const WEEDS_MAP = 'Mapa de matocompetição dos talhões, por célula';

// Offline means the portal's service worker: the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow', permissions: ['geolocation'] });

test('a plot taken to the field opens on its map without network, with the user standing in it', async ({
  page,
  context,
}) => {
  // Signing in, the worker's precache and two maps drawn: more than the default half minute.
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, CLIENT.email);
  await expect(page.getByRole('heading', { name: `Olá, ${CLIENT.name}!` })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  await page.goto('/field-map');
  await expect(page.getByText('Nenhum talhão neste aparelho ainda.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Talhão' }).click();
  const option = page.getByRole('option').first();
  const plotName = ((await option.textContent()) ?? '').split(' · ')[0] ?? '';
  await option.click();
  await page.getByRole('button', { name: 'Levar a campo' }).click();
  await expect(page.getByText(`O talhão ${plotName} está neste aparelho.`)).toBeVisible();
  await expect(page.getByRole('region', { name: WEEDS_MAP })).toBeVisible();

  // The device stands at the middle of that plot's outline (the corners' average).
  const middle = await plotMiddle(page, plotName);
  await context.setGeolocation({ longitude: middle.longitude, latitude: middle.latitude, accuracy: 12 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: WEEDS_MAP })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: 'Guardados neste aparelho' }).getByText(plotName),
  ).toBeVisible();
  await expect(
    page.getByText('Sem conexão: para levar outros talhões a campo, volte a ter sinal.'),
  ).toBeVisible();
  // The offline start's note can be closed, so it never covers the screen's own buttons on a phone.
  const offlineNote = page.getByText(/^Sem conexão: o portal abriu com a sua última sessão/);
  await expect(offlineNote).toBeVisible();
  await page.getByRole('button', { name: 'Fechar o aviso' }).click();
  await expect(offlineNote).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostrar minha posição' }).click();
  await expect(page.getByText(`Você está no talhão ${plotName}.`)).toBeVisible();
  await expect(page.getByText('Você está aqui (precisão de ±12 m)')).toBeVisible();
  await context.setOffline(false);
});
