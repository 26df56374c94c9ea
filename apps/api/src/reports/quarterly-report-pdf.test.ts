import { projectIma, type AgeClass, type QuarterlyReport } from '@dossel/api-client';
import { describe, expect, it } from 'vitest';

import { pdfText } from '../test/pdf-text';
import { renderQuarterlyReportPdf, type QuarterlyReportPdfInput } from './quarterly-report-pdf';

const ageClass = (
  name: string,
  plots: number,
  areaHa: number,
  stockM3cc: number,
  cutAgeYears: number | null,
): AgeClass => ({
  ageClass: name,
  minAgeYears: Number.parseInt(name, 10),
  maxAgeYears: name.endsWith('+') ? null : Number.parseInt(name, 10) + 1,
  plots,
  areaHa,
  stockM3cc,
  cutAgeYears,
});

/** A small first quarter: one class empty, one with thousands of hectares and m³. */
const report: QuarterlyReport = {
  customerId: 7,
  year: 2026,
  quarter: 1,
  from: '2026-01-01',
  to: '2026-03-31',
  ageClasses: [
    ageClass('0-1', 3, 45.25, 0, 6.5),
    ageClass('1-2', 0, 0, 0, null),
    ageClass('7+', 41, 1234.5, 345678, 7.25),
  ],
  totals: { plots: 44, areaHa: 1279.75, stockM3cc: 345678 },
};

const input = (overrides: Partial<QuarterlyReportPdfInput> = {}): QuarterlyReportPdfInput => ({
  language: 'pt-BR',
  productName: 'Dossel',
  customerName: 'Florestal Ipê & Cia',
  report,
  projection: { ima: projectIma([30, 40, 50]) as NonNullable<ReturnType<typeof projectIma>>, plots: 3 },
  generatedAt: new Date('2026-04-02T13:45:00Z'),
  ...overrides,
});

describe('the quarterly report PDF', () => {
  it('writes Brazilian numbers and dates: 1.234,5 ha, 345.678 m³cc, 31/03/2026', async () => {
    const { lines, info } = await pdfText(await renderQuarterlyReportPdf(input()));
    expect(lines).toContain('Dossel — Relatório trimestral de produtividade');
    expect(lines).toContain('Cliente: Florestal Ipê & Cia');
    expect(lines).toContain(
      'Período: 1º trimestre de 2026 — janeiro, fevereiro e março (01/01/2026 a 31/03/2026)',
    );
    expect(lines).toContain('Data dos dados: 31/03/2026');
    expect(lines).toContain('Gerado em: 02/04/2026 13:45 (UTC)');
    expect(lines).toContain('0-1 3 45,3 0 6,5');
    expect(lines).toContain('1-2 0 0,0 0 —');
    expect(lines).toContain('7+ 41 1.234,5 345.678 7,3');
    expect(lines).toContain('Total 44 1.279,8 345.678');
    expect(info).toMatchObject({
      Title: 'Dossel — Relatório trimestral de produtividade',
      Author: 'Dossel',
      Subject:
        'Estoque, área e idade de corte por classe de idade — Florestal Ipê & Cia, 1º trimestre de 2026',
      CreationDate: expect.stringMatching(/^D:20260402134500/),
    });
  });

  it('labels both charts, their axes and legends, with the bars values', async () => {
    const { lines } = await pdfText(await renderQuarterlyReportPdf(input()));
    expect(lines).toContain('Estoque (m³cc) por classe de idade');
    expect(lines).toContain('Legenda: Estoque (m³cc)');
    expect(lines).toContain('Área (ha) por classe de idade');
    expect(lines).toContain('Legenda: Área (ha)');
    // The category axis: its labels, then its title, under each chart.
    expect(lines.filter((line) => line === '0-1 1-2 7+')).toHaveLength(2);
    expect(lines.filter((line) => line === 'Classe de idade (anos)')).toHaveLength(2);
    // The value axes: 345,678 m³ tops out at 400,000 in steps of 100,000; 1,234.5 ha at 2,000 by 500.
    expect(lines).toEqual(expect.arrayContaining(['m³cc', '400.000', '100.000', 'ha', '2.000', '500']));
    expect(lines).toEqual(expect.arrayContaining(['345.678', '1.234,5', '45,3']));
  });

  it('quotes the projected IMA: P10, median and P90, with the 80% range', async () => {
    const { lines } = await pdfText(await renderQuarterlyReportPdf(input()));
    expect(lines).toContain('IMA projetado (m³/ha/ano)');
    expect(lines).toContain('Pessimista P10 32,0');
    expect(lines).toContain('Provável P50 (mediana) 40,0');
    expect(lines).toContain('Otimista P90 48,0');
    expect(lines).toContain('Há 80% de probabilidade de o IMA ficar entre 32,0 e 48,0 m³/ha/ano.');
  });

  it('leaves the projection out when no plot was measured', async () => {
    const { lines } = await pdfText(await renderQuarterlyReportPdf(input({ projection: null })));
    expect(lines).toContain('Total 44 1.279,8 345.678');
    expect(lines.join('\n')).not.toContain('IMA projetado');
  });

  it('numbers every page and says on each what the document is', async () => {
    const { pages } = await pdfText(await renderQuarterlyReportPdf(input()));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page.at(-1)).toBe(
        `Dossel — Relatório trimestral de produtividade — Florestal Ipê & Cia — 1º trimestre de 2026 Página ${index + 1} de ${pages.length}`,
      );
    });
  });

  it('writes English and Spanish words and numbers', async () => {
    const english = await pdfText(await renderQuarterlyReportPdf(input({ language: 'en-US' })));
    expect(english.lines).toContain('Dossel — Quarterly productivity report');
    expect(english.lines).toContain(
      'Period: Quarter 1 of 2026 — January, February, and March (01/01/2026 to 03/31/2026)',
    );
    expect(english.lines).toContain('Generated on: 04/02/2026 1:45 PM (UTC)');
    expect(english.lines).toContain('7+ 41 1,234.5 345,678 7.3');
    expect(english.lines).toContain('Likely P50 (median) 40.0');
    expect(english.lines).toContain('Legend: Stock (m³cc)');

    const spanish = await pdfText(await renderQuarterlyReportPdf(input({ language: 'es' })));
    expect(spanish.lines).toContain('Dossel — Informe trimestral de productividad');
    expect(spanish.lines).toContain(
      'Período: 1.º trimestre de 2026 — enero, febrero y marzo (01/01/2026 a 31/03/2026)',
    );
    expect(spanish.lines).toContain('Fecha de los datos: 31/03/2026');
    expect(spanish.lines).toContain('7+ 41 1234,5 345.678 7,3');
    expect(spanish.lines).toContain('Pesimista P10 32,0');
    expect(spanish.lines).toContain(
      'Hay un 80 % de probabilidad de que el IMA quede entre 32,0 y 48,0 m³/ha/año.',
    );
    expect(spanish.lines).toContain('Leyenda: Área (ha)');
    expect(spanish.pages[0]?.at(-1)).toMatch(/ Página 1 de \d$/);
  });

  it('says there is no information for a quarter without plots, with no table or chart', async () => {
    const empty: QuarterlyReport = {
      ...report,
      ageClasses: report.ageClasses.map((entry) => ({
        ...entry,
        plots: 0,
        areaHa: 0,
        stockM3cc: 0,
        cutAgeYears: null,
      })),
      totals: { plots: 0, areaHa: 0, stockM3cc: 0 },
    };
    const { pages, lines } = await pdfText(
      await renderQuarterlyReportPdf(input({ report: empty, projection: null })),
    );
    expect(lines).toContain('Sem informações para esses filtros.');
    expect(lines).toContain('Cliente: Florestal Ipê & Cia');
    expect(lines.join('\n')).not.toContain('Total');
    expect(pages).toHaveLength(1);
  });
});
