import { describe, expect, it } from 'vitest';

import { fileSlug, toCsv } from './csv';

interface Row {
  plot: string;
  areaHa: number | null;
}
const columns = [
  { header: 'Talhão', value: (row: Row) => row.plot },
  { header: 'Área (ha)', value: (row: Row) => row.areaHa },
];

describe('toCsv', () => {
  it('writes the about lines, a blank line, the header and the rows, with a BOM and CRLF', () => {
    const csv = toCsv([{ plot: 'T-01', areaHa: 12.5 }], columns, 'pt-BR', [['Cliente', 'Serra Azul']]);
    expect(csv).toBe('\uFEFFCliente;Serra Azul\r\n\r\nTalhão;Área (ha)\r\nT-01;12,5\r\n');
  });

  it('uses the separators of the language: comma and point in English', () => {
    expect(toCsv([{ plot: 'T-01', areaHa: 12.5 }], columns, 'en-US')).toBe(
      '\uFEFFTalhão,Área (ha)\r\nT-01,12.5\r\n',
    );
  });

  it('quotes text holding the separator, quotes or line breaks', () => {
    const csv = toCsv([{ plot: 'A; "B"\nC', areaHa: null }], columns, 'es');
    expect(csv).toContain('"A; ""B""\nC";\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula, but not negative numbers', () => {
    const rows = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'].map((plot) => ({ plot, areaHa: -3.5 }));
    const lines = toCsv(rows, columns, 'en-US').split('\r\n').slice(1, 5);
    expect(lines).toEqual([`"'=HYPERLINK(""x"")",-3.5`, "'+1,-3.5", "'-2,-3.5", "'@SUM(A1),-3.5"]);
  });
});

describe('fileSlug', () => {
  it('keeps letters and digits of a name, without accents', () => {
    expect(fileSlug('Florestal Vale Verde — São João 2')).toBe('florestal-vale-verde-sao-joao-2');
  });
});
