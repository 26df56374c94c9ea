import type { Language } from '@dossel/api-client';
import { parse } from 'csv-parse/sync';
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
    expect(csv).toBe('\uFEFF"Cliente";"Serra Azul"\r\n\r\n"Talhão";"Área (ha)"\r\n"T-01";"12,5"\r\n');
  });

  it('uses the separators of the language: comma and point in English', () => {
    expect(toCsv([{ plot: 'T-01', areaHa: 12.5 }], columns, 'en-US')).toBe(
      '\uFEFF"Talhão","Área (ha)"\r\n"T-01",12.5\r\n',
    );
  });

  it('quotes every text, doubling its quotes and keeping its line breaks', () => {
    const csv = toCsv([{ plot: 'A; "B"\nC', areaHa: null }], columns, 'es');
    expect(csv).toContain('"A; ""B""\nC";\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula, but not negative numbers', () => {
    const rows = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'].map((plot) => ({ plot, areaHa: -3.5 }));
    const lines = toCsv(rows, columns, 'en-US').split('\r\n').slice(1, 5);
    expect(lines).toEqual([`"'=HYPERLINK(""x"")",-3.5`, `"'+1",-3.5`, `"'-2",-3.5`, `"'@SUM(A1)",-3.5`]);
  });

  // Issue 14: `Serra,=1+1` was written bare in the ';' file, and a spreadsheet splitting on ',' ran `=1+1`.
  // Opened with the other separator, quotes no longer hold (a field runs on after its closing quote, as
  // spreadsheets read it: `relax_quotes`), so a cell can start anywhere a ',' or ';' is.
  describe.each<Language>(['pt-BR', 'en-US', 'es'])('a %s file opened with either separator', (language) => {
    const texts = ['Serra,=1+1', 'Vale;+2', 'Norte, -3+A1', 'T-01 @SUM(A1)', '=cmd|" /C calc"!A0', 'a;\t@b'];
    const rows = texts.map((plot, index) => ({ plot, areaHa: index - 2.5 }));
    const csv = toCsv(rows, columns, language, [['Cliente', 'Agro, =Cerrado']]).slice(1);
    const isPlainNumber = (text: string) => /^[+-]?\d+([.,]\d+)?"?$/.test(text);

    it.each([';', ','])('starts no formula in any cell when split on "%s"', (delimiter) => {
      const records = parse(csv, {
        delimiter,
        relax_quotes: true,
        relax_column_count: true,
        ltrim: true,
        skip_empty_lines: true,
      }) as string[][];
      const formulas = records.flat().filter((cell) => /^[=+\-@\t]/.test(cell) && !isPlainNumber(cell));
      expect(formulas).toEqual([]);
    });

    it('reads back each text whole, its apostrophes aside, with its own separator', () => {
      const delimiter = language === 'en-US' ? ',' : ';';
      const records = parse(csv, {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: true,
      }) as string[][];
      const cells = records.flat().map((cell) => cell.replaceAll("'", ''));
      for (const text of [...texts, 'Agro, =Cerrado']) expect(cells).toContain(text);
    });
  });
});

describe('fileSlug', () => {
  it('keeps letters and digits of a name, without accents', () => {
    expect(fileSlug('Florestal Vale Verde — São João 2')).toBe('florestal-vale-verde-sao-joao-2');
  });
});
