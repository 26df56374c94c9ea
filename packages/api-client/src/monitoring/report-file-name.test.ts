import { describe, expect, it } from 'vitest';

import { quarterlyReportFileName } from './report-file-name';

describe('quarterlyReportFileName', () => {
  it('names the file after the report, the customer, the year and the quarter in each language', () => {
    expect(quarterlyReportFileName('Reflorestadora Serra Azul', 2025, 4, 'pt-BR')).toBe(
      'relatorio-trimestral-reflorestadora-serra-azul-2025-T4.pdf',
    );
    expect(quarterlyReportFileName('Reflorestadora Serra Azul', 2025, 4, 'en-US')).toBe(
      'quarterly-report-reflorestadora-serra-azul-2025-Q4.pdf',
    );
    expect(quarterlyReportFileName('Reflorestadora Serra Azul', 2025, 4, 'es')).toBe(
      'informe-trimestral-reflorestadora-serra-azul-2025-T4.pdf',
    );
  });

  it('keeps only plain letters and digits of the customer name, accents and symbols dropped', () => {
    expect(quarterlyReportFileName('  Agro Cerrado & Filhos — Três Marias/MG ', 2026, 1, 'pt-BR')).toBe(
      'relatorio-trimestral-agro-cerrado-filhos-tres-marias-mg-2026-T1.pdf',
    );
  });

  it('still names the file when the customer name has nothing to keep', () => {
    expect(quarterlyReportFileName('—', 2026, 2, 'es')).toBe('informe-trimestral-2026-T2.pdf');
  });
});
