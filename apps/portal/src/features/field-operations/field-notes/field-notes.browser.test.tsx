import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import {
  apiError,
  createFakeApiClient,
  fieldNotePlotGoneError,
  fakeRoute,
  type FakeRoutes,
} from '@dossel/api-client/testing';
import { monitoringEndpoints } from '@dossel/api-client';
import { paths } from '../../../config/paths';
import { deviceDb } from '../../../lib/offline/device';
import { deleteUserData } from '../../../lib/offline/device-db';
import { enqueueNote } from '../../../lib/offline/note-queue';
import { fakePlotCollection, plotMiddle } from '../../../testing/monitoring-maps-fixtures';
import { renderApp } from '../../../testing/render-app';
import { testQueryClient } from '../../../testing/test-services';
import { fakeFieldOperationsUser, signInForFieldOperations } from '../testing/field-operations-session';
import { FIELD_NOTES_API, fakeFieldNoteHistoryServer, fakeFieldNotesServer } from './field-notes-fixtures';

/** A server whose routes can be cut off (no network) and put back. */
function switchable(routes: FakeRoutes) {
  let reachable = true;
  const wrapped: FakeRoutes = {};
  for (const [key, handler] of Object.entries(routes)) {
    wrapped[key] = (options, params) => {
      if (!reachable) throw apiError(0, 'transport.network');
      return handler(options, params);
    };
  }
  return { routes: wrapped, set: (value: boolean) => (reachable = value) };
}

async function open(path: string, server = fakeFieldNotesServer(), routes: FakeRoutes = server.routes) {
  signInForFieldOperations();
  const app = await renderApp({ path, client: createFakeApiClient({}, routes) });
  return { ...app, server };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons. The device's
// queue and copies are the user's: each test starts without them.
beforeEach(async () => {
  notifications.clean();
  await deleteUserData(await deviceDb(), fakeFieldOperationsUser.id);
});
afterEach(async () => deleteUserData(await deviceDb(), fakeFieldOperationsUser.id));

const SAVED_ON_DEVICE = 'Salvo neste aparelho, enviando…';
const posts = (server: ReturnType<typeof fakeFieldNotesServer>) =>
  server.received.filter((received) => received.call === 'POST');

const typeField = () => page.getByRole('combobox', { name: 'Tipo' });
const dateField = () => page.getByLabelText('Data');
const infestationField = () => page.getByRole('combobox', { name: 'Infestação' });
const patternField = () => page.getByRole('combobox', { name: 'Padrão' });
const level = (name: string) => page.getByRole('textbox', { name, exact: true });

describe('the field notes register', () => {
  it('lists the notes newest first, with their type, place and infestation in words', async () => {
    await open('/field-notes');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Anotações de campo' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Tipo de combate/ })).toBeVisible();
    // Read once the rows are there: the header row first, then the notes.
    const rows = page.getByRole('row').elements().slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('20/10/2025'),
      expect.stringContaining('15/10/2025'),
    ]);
    await expect
      .element(page.getByRole('row', { name: /Análise de infestação/ }))
      .toHaveTextContent(/Muita.*Sistemático/);
  });

  it('refuses an infestation analysis without its infestation and pattern, then accepts it', async () => {
    const { server, router } = await open('/field-notes/new');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Nova anotação de campo' }))
      .toBeVisible();
    await typeField().selectOptions('Análise de infestação');
    await dateField().fill('2025-11-02');
    await page
      .getByRole('combobox', { name: 'Talhão monitorado' })
      .selectOptions('CES-001 (Fazenda Cachoeira Escura)');
    await expect.element(level('Fazenda')).toHaveValue('Fazenda Cachoeira Escura');
    await expect.element(level('Talhão')).toHaveValue('CES-001');
    await level('Projeto').fill('Projeto 1');
    await level('Módulo').fill('Módulo A');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(infestationField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(patternField()).toHaveAttribute('aria-invalid', 'true');
    expect(server.received).toEqual([]);

    await infestationField().selectOptions('Razoável');
    await patternField().selectOptions('Localizado');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // Saved on the device first (online too), then sent by the queue.
    await expect.element(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
    expect(router.state.location.pathname).toBe('/field-notes');
    await expect.poll(() => server.received).toHaveLength(1);
    expect(server.received).toEqual([
      {
        call: 'POST',
        body: {
          tipo: 2,
          data: '2025-11-02',
          gloc1: 'Fazenda Cachoeira Escura',
          gloc2: 'Região Leste',
          gloc3: 'CES-001',
          gloc4: 'Projeto 1',
          gloc5: 'Módulo A',
          infestacao: 'Razoável',
          padrao: 'Localizado',
          // An empty optional text is sent as the schema parses it: null.
          observacoes: null,
          // No position was asked for; the device's key and clock go with every note.
          latitude: null,
          longitude: null,
          accuracyM: null,
          plotId: null,
          recordedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
    ]);
    // Sent, it leaves the queue and shows in the list.
    await expect.element(page.getByRole('link', { name: /Tudo enviado/ })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Razoável/ })).toBeVisible();
  });

  it('takes a combat note without infestation or pattern', async () => {
    const { server } = await open('/field-notes/new');
    await typeField().selectOptions('Tipo de combate');
    await dateField().fill('2025-11-03');
    for (const [name, value] of [
      ['Fazenda', 'Fazenda Cachoeira Escura'],
      ['Região', 'Região Leste'],
      ['Talhão', 'CES-001'],
      ['Projeto', 'Projeto 1'],
      ['Módulo', 'Módulo A'],
    ] as const) {
      await level(name).fill(value);
    }
    await page.getByRole('textbox', { name: 'Observações' }).fill('Coroamento manual.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
    await expect
      .poll(() => server.received[0]?.body)
      .toMatchObject({ tipo: 1, observacoes: 'Coroamento manual.' });
  });

  it("opens from a monitoring alert's link with the plot's places and the date filled in", async () => {
    await open(paths.fieldNotes.newForPlotHref(21, '2025-10-15'));
    await expect.element(level('Fazenda')).toHaveValue('Fazenda Cachoeira Escura');
    await expect.element(level('Região')).toHaveValue('Região Leste');
    await expect.element(level('Talhão')).toHaveValue('CES-001');
    // The plot names no project or module: those are left to type.
    await expect.element(level('Projeto')).toHaveValue('');
    await expect.element(dateField()).toHaveValue('15/10/2025');
    await expect.element(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('opens an edit link directly and saves the change', async () => {
    const { server } = await open('/field-notes/1/edit');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Editar anotação de campo' }))
      .toBeVisible();
    await expect.element(infestationField()).toHaveValue('Muita');
    await infestationField().selectOptions('Pouca');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
    await expect.poll(() => server.received).toHaveLength(1);
    expect(server.received).toEqual([
      {
        call: 'PUT 1',
        body: expect.objectContaining({ tipo: 2, infestacao: 'Pouca', padrao: 'Sistemático' }),
      },
    ]);
  });

  it('keeps notes written without network on the device, waiting, and sends each once when it returns', async () => {
    const server = fakeFieldNotesServer();
    const network = switchable(server.routes);
    await open('/field-notes', server, network.routes);
    await expect.element(page.getByRole('row', { name: /Tipo de combate/ })).toBeVisible();
    network.set(false);
    for (const note of ['Primeira sem sinal.', 'Segunda sem sinal.']) {
      await page.getByRole('link', { name: 'Novo' }).click();
      await typeField().selectOptions('Tipo de combate');
      await dateField().fill('2025-11-04');
      for (const [name, value] of [
        ['Fazenda', 'Fazenda Cachoeira Escura'],
        ['Região', 'Região Leste'],
        ['Talhão', 'CES-001'],
        ['Projeto', 'Projeto 1'],
        ['Módulo', 'Módulo A'],
      ] as const) {
        await level(name).fill(value);
      }
      await page.getByRole('textbox', { name: 'Observações' }).fill(note);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.element(page.getByRole('heading', { level: 1, name: 'Anotações de campo' })).toBeVisible();
    }
    // Both wait on the device, listed above the server's notes; the header counts them.
    const panel = page.getByRole('region', { name: 'Aguardando envio' });
    await expect.poll(() => panel.getByRole('listitem').elements().length).toBe(2);
    await expect.element(panel.getByText('Aguardando').first()).toBeVisible();
    await expect.element(page.getByRole('link', { name: /Aguardando envio: 2/ })).toBeVisible();
    expect(posts(server)).toEqual([]);

    // The network returns: both go, in order, once each.
    network.set(true);
    window.dispatchEvent(new Event('online'));
    // Each note goes through the device's database first: on a busy run that takes more than a second.
    await expect.poll(() => posts(server).length, { timeout: 10_000 }).toBe(2);
    expect(posts(server).map((post) => (post.body as { observacoes: string }).observacoes)).toEqual([
      'Primeira sem sinal.',
      'Segunda sem sinal.',
    ]);
    await expect.element(page.getByRole('link', { name: /Tudo enviado/ })).toBeVisible();
    await expect.element(panel).not.toBeInTheDocument();
    expect(server.rows().filter((row) => row.observacoes?.endsWith('sem sinal.'))).toHaveLength(2);
    // Two notes typed field by field: longer than the default 15 s when the whole suite shares the CPU.
  }, 45_000);

  it('keeps a refused note with the reason, to fix or discard', async () => {
    const server = fakeFieldNotesServer();
    const routes: FakeRoutes = {
      ...server.routes,
      [`POST ${FIELD_NOTES_API}`]: () => {
        throw fieldNotePlotGoneError();
      },
    };
    await open('/field-notes/new', server, routes);
    await typeField().selectOptions('Tipo de combate');
    await dateField().fill('2025-11-05');
    for (const name of ['Fazenda', 'Região', 'Talhão', 'Projeto', 'Módulo'] as const) {
      await level(name).fill(`${name} X`);
    }
    await page.getByRole('button', { name: 'Salvar' }).click();
    const panel = page.getByRole('region', { name: 'Aguardando envio' });
    await expect.element(panel.getByText('Recusada')).toBeVisible();
    await expect.element(panel.getByText(/^Motivo: /)).toBeVisible();
    await expect.element(page.getByRole('link', { name: /Recusadas: 1/ })).toBeVisible();
    await expect.element(panel.getByRole('link', { name: /^Corrigir/ })).toBeVisible();

    await panel.getByRole('button', { name: /^Descartar/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Descartar' }).click();
    await expect.element(page.getByText('Anotação descartada.')).toBeVisible();
    await expect.element(panel).not.toBeInTheDocument();
  });

  it("counts the notes waiting for the user's other customer, and leaves them for when the user works for it", async () => {
    const server = fakeFieldNotesServer();
    await enqueueNote(await deviceDb(), {
      userId: fakeFieldOperationsUser.id,
      customerId: fakeFieldOperationsUser.currentCustomerId + 1,
      values: { tipo: 1, data: '2025-11-06', observacoes: 'Para o outro cliente.' },
    });
    await open('/field-notes', server);
    const panel = page.getByRole('region', { name: 'Aguardando envio' });
    await expect
      .element(
        panel.getByText(
          'Anotações aguardando para outro cliente: 1. Troque para esse cliente para enviá-las.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: /Aguardando envio: 1/ })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Tipo de combate/ })).toBeVisible();
    expect(posts(server)).toEqual([]);
  });

  it('removes a stored photo from a note after asking, and the history records it', async () => {
    const server = fakeFieldNoteHistoryServer();
    await open(paths.fieldNotes.editHref(3), server);
    await expect.element(page.getByText('Fotos já enviadas')).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Remover foto 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover a foto?' });
    await expect
      .element(dialog.getByText('A foto 1 será apagada desta anotação, também no servidor.'))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await expect.element(page.getByText('Foto removida da anotação.')).toBeVisible();
    expect(server.photos(3)).toEqual([]);
    // The note read again holds no photo: the section goes.
    await expect.element(page.getByText('Fotos já enviadas')).not.toBeInTheDocument();
  });

  it("opens the list from the device's copy when the network fails", async () => {
    const server = fakeFieldNotesServer();
    const network = switchable(server.routes);
    const first = await open('/field-notes', server, network.routes);
    await expect.element(page.getByRole('row', { name: /Tipo de combate/ })).toBeVisible();
    await first.screen.unmount();
    // Nothing kept in memory: what shows comes from the device.
    testQueryClient().clear();
    network.set(false);
    await open('/field-notes', server, network.routes);
    await expect.element(page.getByRole('row', { name: /Análise de infestação/ })).toBeVisible();
  });

  it('attaches a photo reduced on the device and the position with its plot, and sends them', async () => {
    const server = fakeFieldNotesServer();
    const shapes = fakePlotCollection(fakeFieldOperationsUser.currentCustomerId);
    const plot = shapes.features[0]?.properties;
    if (!plot) throw new Error('Vale Verde has no plot in the fixtures');
    const middle = plotMiddle(plot.id);
    const geolocation = navigator.geolocation;
    // The device's GPS, at the edge: a fix in the middle of one of Vale Verde's plots, 12 m accurate.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({
            coords: { latitude: middle.lat, longitude: middle.lon, accuracy: 12.4 },
          } as GeolocationPosition),
      },
    });
    try {
      const routes = { ...server.routes, ...fakeRoute(monitoringEndpoints.plotsGeojson, () => shapes) };
      const form = await open('/field-notes/new', server, routes);
      await typeField().selectOptions('Tipo de combate');
      await dateField().fill('2025-11-06');
      await page.getByRole('button', { name: 'Usar minha posição' }).click();
      await expect.element(page.getByText(`±12 m, no talhão ${plot.name}`)).toBeVisible();
      await page.getByRole('button', { name: `Preencher locais com ${plot.name}` }).click();
      await expect.element(level('Talhão')).toHaveValue(plot.gloc3 ?? '');
      const canvas = new OffscreenCanvas(2400, 1800);
      canvas.getContext('2d')?.fillRect(0, 0, 2400, 1800);
      const jpeg = await canvas.convertToBlob({ type: 'image/jpeg' });
      await userEvent.upload(
        page.getByLabelText('Adicionar fotos'),
        new File([jpeg], 'talhao.jpg', { type: 'image/jpeg' }),
      );
      await expect.element(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
      for (const name of ['Fazenda', 'Região', 'Talhão', 'Projeto', 'Módulo'] as const) {
        if (!(await level(name).element().matches('[value]:not([value=""])')))
          await level(name).fill(`${name} Y`);
      }
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => posts(server).length).toBe(1);
      expect(posts(server)[0]?.body).toMatchObject({
        latitude: middle.lat,
        longitude: middle.lon,
        accuracyM: 12.4,
        plotId: plot.id,
      });
      const created = server.rows().at(-1);
      await expect.poll(() => (created ? server.photos(created.id).length : 0)).toBe(1);
      expect(server.photos(created?.id ?? 0)[0]).toMatchObject({ width: 1600, height: 1200 });

      // The note's page shows the photo the server holds (where the list's CSV links it).
      await form.screen.unmount();
      await open(`/field-notes/${created?.id ?? 0}/edit`, server, routes);
      await expect.element(page.getByText('Fotos já enviadas')).toBeVisible();
      await expect.element(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
    } finally {
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
    }
  });
});
