import { ageFactor, type MonitoringSummary, type WoodPrice } from '@dossel/api-client';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { tempFolderPerTest } from '../../imports/formats/vector/testing/temp-folder';
import {
  createCustomerUser,
  createNewCustomer,
  importSteps,
  plotsGeoJson,
  writeWeedRaster,
} from '../../imports/testing/import-scenario';
import { monitoringAlertsMailJob } from '../../mail/monitoring-alerts-mail';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import { createTestApp, removeTestData, signIn, startApp, type TestApp } from '../../test/test-app';

// Files are read by a worker thread and published by jobs: a step takes a second or two on two cores.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const PUBLIC_URL = 'https://portal.dossel.test';
let smtp: TestSmtpServer;
let testApp: TestApp;
let staff: string;
let customerId: number;
/** The customer's users: Ana signs in in English, Bruno in Portuguese, Carla turns the e-mails off. */
const users: Record<'ana' | 'bruno' | 'carla', { id: number; token: string; email: string }> = {} as never;
const file = tempFolderPerTest();

const app = () => testApp.app;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  staff = await signIn(app(), 'admin@dossel.com.br');
  customerId = await createNewCustomer(app(), staff, {
    name: 'Florestal Itajubá',
    document: '33.444.555/0001-66',
    emailDomain: 'itajuba.com.br',
  });
  users.ana = await createCustomerUser(app(), customerId, {
    name: 'Ana Souza',
    email: 'ana@itajuba.com.br',
    language: 'en-US',
  });
  users.bruno = await createCustomerUser(app(), customerId, {
    name: 'Bruno Lima',
    email: 'bruno@itajuba.com.br',
  });
  users.carla = await createCustomerUser(app(), customerId, {
    name: 'Carla Reis',
    email: 'carla@itajuba.com.br',
    language: 'es',
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const steps = importSteps(
  app,
  () => staff,
  () => customerId,
);

/** A file read and ready, as it must be for these tests. */
async function imported(fields: Record<string, string | number>, name: string, content: Buffer | string) {
  const read = await steps.imported(fields, name, content);
  expect(read.status, JSON.stringify(read)).toBe('ready');
  return read;
}

/** A step asked and accepted; the import once its job has run. */
async function act(id: number, action: 'publish' | 'rollback') {
  const { response, after } = await steps.act(id, action);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return after;
}

async function publishWeeds(date: string, split: number) {
  const read = await imported(
    { kind: 'weeds', monitoring_date: date },
    'mato.tif',
    await writeWeedRaster(file(`w${split}.tif`), split),
  );
  expect((await act(read.id, 'publish')).status).toBe('published');
  return read.id;
}

const summary = async (token = users.bruno.token) =>
  (
    await app().inject({ url: `/api/reports/weeds/summary?customer_id=${customerId}`, headers: auth(token) })
  ).json<MonitoringSummary>();

/** Every e-mail that arrived since `before`, by recipient. */
const mailsSince = (before: number) =>
  new Map<string, ParsedMail>(
    smtp.received
      .slice(before)
      .map((mail) => [String(mail.to && 'text' in mail.to ? mail.to.text : ''), mail]),
  );

let firstPublication: number;
let plotB: number;

describe('alerts that reach people', () => {
  it('turns the e-mails off for a user who asks, and refuses another customer’s user', async () => {
    const url = `/api/register/users/${users.carla.id}/alertEmails`;
    expect((await app().inject({ url, headers: auth(users.carla.token) })).json()).toEqual({ enabled: true });
    const off = await app().inject({
      method: 'PUT',
      url,
      headers: auth(users.carla.token),
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });
    expect((await app().inject({ url, headers: auth(users.ana.token) })).statusCode).toBe(403);
  });

  it('records no alert for a plot’s first date, and e-mails nobody', async () => {
    const plots = plotsGeoJson('ITA', 'Fazenda Itajubá');
    const read = await imported({ kind: 'plots' }, 'talhoes.geojson', plots);
    expect((await act(read.id, 'publish')).status).toBe('published');
    plotB = (
      await app()
        .db.selectFrom('plots')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('code', '=', 'ITA-002')
        .executeTakeFirstOrThrow()
    ).id;
    // Plot B's expected IMA (a seeded measurement's figures, moved to it); plot A has none measured.
    const { id: _id, ...measured } = await app()
      .db.selectFrom('plot_metrics')
      .selectAll()
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await app()
      .db.insertInto('plot_metrics')
      .values({ ...measured, plot_id: plotB, measured_on: '2026-06-30', ima: 40 })
      .execute();

    const before = smtp.received.length;
    await publishWeeds('2026-10-10', 107);
    const first = await summary();
    expect(first.date).toBe('2026-10-10');
    expect(first.plots.map((plot) => [plot.alert, plot.loss])).toEqual([
      [false, null],
      [false, null],
    ]);
    expect(smtp.received.length).toBe(before);
  });

  it('records the alert of a 2 ha growth with its loss in m³, and no R$ without a wood price', async () => {
    const before = smtp.received.length;
    firstPublication = await publishWeeds('2026-11-10', 220);
    const { date, plots } = await summary();
    expect(date).toBe('2026-11-10');
    const b = plots.find((plot) => plot.plotId === plotB);
    // Plot B went from level 1 (not infested) to level 3 over its whole 114 ha.
    expect(b?.alert).toBe(true);
    expect(b?.changeHa).toBeGreaterThan(100);
    const loss = b?.loss;
    // Planted on 2021-03-10: 5.67 years old on 2026-11-10; cut at 7 (the import's default): 1.33 years lost.
    expect(loss).toMatchObject({
      basis: 'estimated',
      imaM3HaYear: 40,
      ageYears: 5.67,
      cutAgeYears: 7,
      priceBrlPerM3: null,
    });
    expect(loss?.ageFactor).toBe(ageFactor(5.67, 7));
    expect(loss?.lossM3).toBeCloseTo((b?.changeHa ?? 0) * 40 * 1.33, 1);
    expect(loss?.lossBrl).toBeNull();
    // Plot A was infested already: no alert, no loss.
    expect(plots.find((plot) => plot.plotId !== plotB)).toMatchObject({ alert: false, loss: null });

    // One e-mail per user who wants them, in their language; none for Carla.
    const mails = mailsSince(before);
    expect([...mails.keys()].sort()).toEqual([users.ana.email, users.bruno.email]);
    const ana = mails.get(users.ana.email) as ParsedMail;
    expect(ana.subject).toBe('New weed competition alerts on 11/10/2026 — Dossel');
    expect(ana.text).toContain('ITA-002: change of +');
    expect(ana.text).toContain('estimated loss of');
    expect(ana.text).toContain(`${PUBLIC_URL}/weedCompetition?date=2026-11-10&plot=${plotB}`);
    expect(ana.messageId).toBe(`<monitoring-alerts.${firstPublication}.${users.ana.id}@portal.dossel.test>`);
    const bruno = mails.get(users.bruno.email) as ParsedMail;
    expect(bruno.subject).toBe('Novos alertas de matocompetição em 10/11/2026 — Dossel');
    expect(bruno.text).toContain('perda estimada de');
    expect(bruno.text).not.toContain('R$');
  });

  it('sends nothing again when the job runs again', async () => {
    const before = smtp.received.length;
    await app().jobs.send(monitoringAlertsMailJob, { importId: firstPublication });
    await app().jobs.idle();
    expect(smtp.received.length).toBe(before);
    const rows = await app()
      .db.selectFrom('monitoring_alert_mails')
      .select(['user_id', 'sent_at'])
      .where('import_id', '=', firstPublication)
      .orderBy('user_id')
      .execute();
    expect(rows.map((row) => [row.user_id, row.sent_at !== null])).toEqual([
      [users.ana.id, true],
      [users.bruno.id, true],
    ]);
  });

  it('takes the alerts away with a rolled-back publication', async () => {
    expect((await act(firstPublication, 'rollback')).status).toBe('rolledBack');
    const back = await summary();
    expect(back.date).toBe('2026-10-10');
    expect(back.plots.every((plot) => plot.loss === null)).toBe(true);
    // Asked for the rolled-back date itself, nothing of its alerts shows either.
    const asked = (
      await app().inject({
        url: `/api/reports/weeds/summary?customer_id=${customerId}&date=2026-11-10`,
        headers: auth(users.bruno.token),
      })
    ).json<MonitoringSummary>();
    expect(asked.plots.every((plot) => plot.loss === null && !plot.alert)).toBe(true);
  });

  it('prices the loss at the customer’s wood price, kept in the customer’s history', async () => {
    const url = `/api/register/customers/${customerId}/wood-price`;
    const set = await app().inject({
      method: 'PUT',
      url,
      headers: auth(staff),
      payload: { validFrom: '2026-01-01', priceBrlPerM3: 85.5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<WoodPrice>()).toMatchObject({ validFrom: '2026-01-01', priceBrlPerM3: 85.5 });
    const refused = await app().inject({
      method: 'PUT',
      url,
      headers: auth(staff),
      payload: { validFrom: '2026-01-01', priceBrlPerM3: 0 },
    });
    expect(refused.statusCode).toBe(400);
    const list = await app().inject({
      url: `/api/register/customers/${customerId}/wood-prices`,
      headers: auth(staff),
    });
    expect(list.json<WoodPrice[]>().map((price) => price.priceBrlPerM3)).toEqual([85.5]);
    const history = await app().inject({
      url: `/api/register/audit?entity=customers&record_id=${customerId}`,
      headers: auth(staff),
    });
    expect(history.body).toContain('woodPrice.2026-01-01');

    const before = smtp.received.length;
    await publishWeeds('2026-11-10', 220);
    const b = (await summary()).plots.find((plot) => plot.plotId === plotB);
    expect(b?.loss?.priceBrlPerM3).toBe(85.5);
    expect(b?.loss?.lossBrl).toBeCloseTo((b?.loss?.lossM3 ?? 0) * 85.5, 1);
    const bruno = mailsSince(before).get(users.bruno.email);
    expect(bruno?.text).toMatch(/R\$\s?[\d.]+,\d\d/);
  });

  it('sends an e-mail a stop left unsent at the next start, once, with the same Message-ID', async () => {
    const latest = (
      await app()
        .db.selectFrom('monitoring_alert_mails')
        .select(({ fn }) => fn.max('import_id').as('id'))
        .executeTakeFirstOrThrow()
    ).id as number;
    // As if the server stopped after the SMTP server took Ana's e-mail and before Bruno's was sent.
    await app()
      .db.updateTable('monitoring_alert_mails')
      .set({ sent_at: null, claimed_at: null })
      .where('import_id', '=', latest)
      .where('user_id', '=', users.bruno.id)
      .execute();
    const config = testApp.config;
    await testApp.app.close();
    const restarted = await startApp(config);
    testApp = {
      app: restarted,
      config,
      close: async () => {
        await restarted.close();
        await removeTestData(config);
      },
    };
    const before = smtp.received.length;
    await app().jobs.idle();
    // On PostgreSQL a lost job is pg-boss's to run again; here the row is queued again at the start.
    if (!config.databaseUrl) {
      const mails = mailsSince(before);
      expect([...mails.keys()]).toEqual([users.bruno.email]);
      expect(mails.get(users.bruno.email)?.messageId).toBe(
        `<monitoring-alerts.${latest}.${users.bruno.id}@portal.dossel.test>`,
      );
      await app().jobs.send(monitoringAlertsMailJob, { importId: latest });
      await app().jobs.idle();
      expect(smtp.received.length).toBe(before + 1);
    }
  });
});
