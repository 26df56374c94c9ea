import { projectIma, type PlotMetrics, type QuarterlyReport } from '@dossel/api-client';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from '../../test/access-matrix';
import { pdfText } from '../../test/pdf-text';
import { reportsTestApp } from '../../test/reports-test-app';
import { signIn } from '../../test/test-app';

const { serraAzul, valeVerde, agroCerrado } = DEMO_IDS.customers;
const LAST_YEAR = new Date().getUTCFullYear() - 1;
const QUARTER = `customer_id=${serraAzul}&year=${LAST_YEAR}&quarter=4`;
const NOT_CONTRACTED = 'Serviço não contratado ou não disponível para este usuário/cliente.';

const { app, tokens, request } = reportsTestApp();

/** The PDF of Serra Azul's last quarter of last year, read as its reader sees it. */
async function readPdf(language = 'pt-BR') {
  const response = await request(`/quarterly.pdf?${QUARTER}`, tokens.cliente, language);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return pdfText(response.rawPayload);
}

/** Numbers as a Brazilian reader writes them, with the report's decimals. */
const ptBR = (value: number, decimals: number) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

describe('GET /reports/quarterly.pdf', () => {
  it('answers a PDF named after the report, the customer, the year and the quarter', async () => {
    const response = await request(`/quarterly.pdf?${QUARTER}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="relatorio-trimestral-reflorestadora-serra-azul-${LAST_YEAR}-T4\\.pdf"`,
      ),
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says what it is, whose, which quarter and months, the data date and when it was made', async () => {
    const before = Date.now();
    const { lines, info } = await readPdf();
    expect(lines).toContain('Dossel — Relatório trimestral de produtividade');
    expect(lines).toContain('Cliente: Reflorestadora Serra Azul');
    expect(lines).toContain(
      `Período: 4º trimestre de ${LAST_YEAR} — outubro, novembro e dezembro (01/10/${LAST_YEAR} a 31/12/${LAST_YEAR})`,
    );
    expect(lines).toContain(`Data dos dados: 31/12/${LAST_YEAR}`);
    const generated = lines.find((line) => line.startsWith('Gerado em: '));
    const [, day, month, year, hour, minute] =
      /^Gerado em: (\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d) \(UTC\)$/.exec(generated ?? '') ?? [];
    const madeAt = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
    expect(madeAt).toBeGreaterThan(before - 60_000);
    expect(madeAt).toBeLessThanOrEqual(Date.now());
    expect(info).toMatchObject({
      Title: 'Dossel — Relatório trimestral de produtividade',
      Author: 'Dossel',
      Subject: `Estoque, área e idade de corte por classe de idade — Reflorestadora Serra Azul, 4º trimestre de ${LAST_YEAR}`,
      CreationDate: expect.stringMatching(/^D:\d{14}/),
    });
  });

  it('lists every age class with the figures of GET /reports/quarterly, and their totals', async () => {
    const report = (await request(`/quarterly?${QUARTER}`)).json<QuarterlyReport>();
    const { lines } = await readPdf();
    expect(report.totals.plots).toBeGreaterThan(0);
    for (const entry of report.ageClasses) {
      const cutAge = entry.cutAgeYears === null ? '—' : ptBR(entry.cutAgeYears, 1);
      expect(lines).toContain(
        `${entry.ageClass} ${entry.plots} ${ptBR(entry.areaHa, 1)} ${ptBR(entry.stockM3cc, 0)} ${cutAge}`,
      );
    }
    const { totals } = report;
    expect(lines).toContain(`Total ${totals.plots} ${ptBR(totals.areaHa, 1)} ${ptBR(totals.stockM3cc, 0)}`);
  });

  it('draws stock and area by age class, each chart with its axes and legend', async () => {
    const { lines } = await readPdf();
    expect(lines).toContain('Estoque (m³cc) por classe de idade');
    expect(lines).toContain('Legenda: Estoque (m³cc)');
    expect(lines).toContain('Área (ha) por classe de idade');
    expect(lines).toContain('Legenda: Área (ha)');
    expect(lines.filter((line) => line === '0-1 1-2 2-3 3-4 4-5 5-6 6-7 7+')).toHaveLength(2);
    expect(lines.filter((line) => line === 'Classe de idade (anos)')).toHaveLength(2);
    expect(lines).toEqual(expect.arrayContaining(['m³cc', 'ha']));
  });

  it('quotes the projected IMA of the stands measured by the quarter end, with the 80% range', async () => {
    const metrics = (await request(`/metrics?customer_id=${serraAzul}`)).json<PlotMetrics[]>();
    // Measurements come by plot and date: the last one kept per plot is its latest by the quarter's end.
    const latest = new Map(
      metrics.filter((row) => row.date <= `${LAST_YEAR}-12-31`).map((row) => [row.plotId, row.ima]),
    );
    const projection = projectIma([...latest.values()]);
    if (!projection) throw new Error('the demo customer has metrics');
    const { lines } = await readPdf();
    expect(lines).toContain('IMA projetado (m³/ha/ano)');
    expect(lines).toContain(`Pessimista P10 ${ptBR(projection.pessimistic, 1)}`);
    expect(lines).toContain(`Provável P50 (mediana) ${ptBR(projection.likely, 1)}`);
    expect(lines).toContain(`Otimista P90 ${ptBR(projection.optimistic, 1)}`);
    expect(lines).toContain(
      `Há 80% de probabilidade de o IMA ficar entre ${ptBR(projection.range80[0], 1)} e ${ptBR(projection.range80[1], 1)} m³/ha/ano.`,
    );
    expect(lines).toContain(
      `Calculado com o IMA da medição mais recente de cada um dos ${latest.size} talhões medidos até 31/12/${LAST_YEAR}.`,
    );
  });

  it('numbers its pages, each with a footer saying what the document is', async () => {
    const { pages } = await readPdf();
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page.at(-1)).toBe(
        `Dossel — Relatório trimestral de produtividade — Reflorestadora Serra Azul — 4º trimestre de ${LAST_YEAR} ` +
          `Página ${index + 1} de ${pages.length}`,
      );
    });
  });

  it("speaks the caller's language: Spanish words, file name and numbers", async () => {
    const response = await request(`/quarterly.pdf?${QUARTER}`, tokens.cliente, 'es-AR,es;q=0.9');
    expect(response.headers['content-disposition']).toContain(
      `filename="informe-trimestral-reflorestadora-serra-azul-${LAST_YEAR}-T4.pdf"`,
    );
    const { lines } = await pdfText(response.rawPayload);
    expect(lines).toContain('Dossel — Informe trimestral de productividad');
    expect(lines).toContain(
      `Período: 4.º trimestre de ${LAST_YEAR} — octubre, noviembre y diciembre (01/10/${LAST_YEAR} a 31/12/${LAST_YEAR})`,
    );
    expect(lines).toContain('Clase de edad (años) Rodales Área (ha) Existencias (m³cc) Edad de corte (años)');
    expect(lines).toContain('Leyenda: Existencias (m³cc)');
    expect(lines.some((line) => line.startsWith('Pesimista P10 '))).toBe(true);
    expect(lines.some((line) => /^Total \d+ [\d.]+,\d [\d.]+$/.test(line))).toBe(true);
  });

  it('says there is no information for a quarter without plots, rather than failing', async () => {
    const response = await request(`/quarterly.pdf?customer_id=${serraAzul}&year=2000&quarter=1`);
    expect(response.statusCode).toBe(200);
    const { lines } = await pdfText(response.rawPayload);
    expect(lines).toContain('Sem informações para esses filtros.');
    expect(lines).toContain(
      'Período: 1º trimestre de 2000 — janeiro, fevereiro e março (01/01/2000 a 31/03/2000)',
    );
    expect(lines.some((line) => line.startsWith('Total '))).toBe(false);
  });

  it("refuses a quarter that has not begun, in the caller's language", async () => {
    const next = `/quarterly.pdf?customer_id=${serraAzul}&year=${LAST_YEAR + 2}&quarter=1`;
    const portuguese = await request(next);
    expect(portuguese.statusCode).toBe(400);
    expect(portuguese.json()).toEqual([
      {
        message: 'Este trimestre ainda não começou: escolha o trimestre atual ou um anterior.',
        code: 'reports.futureQuarter',
        field: 'quarter',
      },
    ]);
    const english = await request(next, tokens.cliente, 'en-US');
    expect(english.json()).toEqual([
      expect.objectContaining({
        message: 'This quarter has not started yet: choose the current quarter or an earlier one.',
      }),
    ]);
  });

  it('refuses an anonymous caller and a customer the user is not linked to', async () => {
    expect((await request(`/quarterly.pdf?${QUARTER}`, null)).statusCode).toBe(401);
    const outsider = await request(`/quarterly.pdf?customer_id=${agroCerrado}&year=${LAST_YEAR}&quarter=4`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual([expect.objectContaining({ code: 'auth.forbidden' })]);
  });
});

describe('the services a customer contracted (spec section 6)', () => {
  let qualityOnly: string;

  /**
   * A user whose main customer, Serra Azul, has only quality (2) for them, Vale Verde productivity (1),
   * and Agro Cerrado only field operations (8).
   */
  beforeAll(async () => {
    const { password_hash } = await app()
      .db.selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'cliente@demo.com.br')
      .executeTakeFirstOrThrow();
    const { id } = await app()
      .db.insertInto('users')
      .values({
        name: 'Somente Qualidade',
        email: 'qualidade@demo.com.br',
        password_hash,
        main_customer_id: serraAzul,
        services_admin: 0,
        last_login: null,
        previous_login: null,
        signature: '2026-01-01T12:00:00.000Z',
        created_at: '2026-01-01T12:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app()
      .db.insertInto('user_customers')
      .values([
        { user_id: id, customer_id: serraAzul, services_json: JSON.stringify([2]) },
        { user_id: id, customer_id: valeVerde, services_json: JSON.stringify([1]) },
        { user_id: id, customer_id: agroCerrado, services_json: JSON.stringify([8]) },
      ])
      .execute();
    qualityOnly = await signIn(app(), 'qualidade@demo.com.br');
  });

  it('refuses the quarterly report and its PDF to a customer without the productivity service', async () => {
    for (const url of [`/quarterly?${QUARTER}`, `/quarterly.pdf?${QUARTER}`]) {
      const response = await request(url, qualityOnly);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual([
        { message: NOT_CONTRACTED, code: 'service.notContracted', field: null },
      ]);
    }
  });

  it('checks the customer asked for, not the current one: Vale Verde has productivity for this user', async () => {
    const vale = `customer_id=${valeVerde}&year=${LAST_YEAR}&quarter=4`;
    expect((await request(`/quarterly?${vale}`, qualityOnly)).statusCode).toBe(200);
    const pdf = await request(`/quarterly.pdf?${vale}`, qualityOnly);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).lines).toContain('Cliente: Florestal Vale Verde');
  });

  it('gives plot metrics with productivity or quality, and refuses them with neither', async () => {
    expect((await request(`/metrics?customer_id=${serraAzul}&plot_id=1`, qualityOnly)).statusCode).toBe(200);
    expect((await request(`/metrics?customer_id=${valeVerde}`, qualityOnly)).statusCode).toBe(200);
    const neither = await request(`/metrics?customer_id=${agroCerrado}`, qualityOnly);
    expect(neither.statusCode).toBe(403);
    expect(neither.json()).toEqual([{ message: NOT_CONTRACTED, code: 'service.notContracted', field: null }]);
  });
});
