import { writeFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { expectFileError, fixtureFiles } from '../../testing/fixture-files';
import { detectDecimalStyle, parseDecimal } from './parse-decimal';
import { detectDelimiter, MAX_ROW_CHARACTERS, readCsvTable } from './read-csv-table';
import { writeCsv } from './testing/write-csv';

const nextPath = fixtureFiles('table', 'csv');

async function csvFile(text: string | Buffer): Promise<string> {
  const path = nextPath();
  await writeFile(path, text);
  return path;
}

const PLOTS = [
  ['Talhão', 'Área (ha)', 'Espécie'],
  ['Açaí-01', 1234.56, 'Eucalipto urophylla'],
  ['Ipê 2', 12.5, 'Pinus; taeda'],
];

describe('readCsvTable', () => {
  it('reads a UTF-8 file with BOM, semicolons and decimal commas as Excel saves it in Brazil', async () => {
    const path = nextPath();
    await writeCsv(path, PLOTS, {
      encoding: 'utf-8-bom',
      delimiter: ';',
      decimalStyle: 'comma',
      thousands: true,
    });

    const table = await readCsvTable(path);

    expect(table).toEqual({
      columns: ['Talhão', 'Área (ha)', 'Espécie'],
      rows: [
        { item: 2, values: { Talhão: 'Açaí-01', 'Área (ha)': '1.234,56', Espécie: 'Eucalipto urophylla' } },
        { item: 3, values: { Talhão: 'Ipê 2', 'Área (ha)': '12,5', Espécie: 'Pinus; taeda' } },
      ],
      problems: [],
    });
    const areas = table.rows.map(({ values }) => values['Área (ha)'] ?? null);
    const style = detectDecimalStyle(areas);
    expect(style).toBe('comma');
    expect(areas.map((area) => parseDecimal(area ?? '', style ?? undefined))).toEqual([
      { ok: true, value: 1234.56 },
      { ok: true, value: 12.5 },
    ]);
  });

  it('reads a UTF-8 file without BOM, with commas and decimal points', async () => {
    const path = nextPath();
    await writeCsv(path, PLOTS, { delimiter: ',', decimalStyle: 'point', thousands: true, lineEnd: '\n' });

    const table = await readCsvTable(path);

    expect(table.columns).toEqual(['Talhão', 'Área (ha)', 'Espécie']);
    expect(table.rows[0]?.values).toEqual({
      Talhão: 'Açaí-01',
      'Área (ha)': '1,234.56',
      Espécie: 'Eucalipto urophylla',
    });
    expect(table.problems).toEqual([]);
  });

  it('reads a tab-separated file', async () => {
    const path = nextPath();
    await writeCsv(path, PLOTS, { delimiter: '\t' });

    const table = await readCsvTable(path);

    expect(table.rows[1]?.values).toEqual({ Talhão: 'Ipê 2', 'Área (ha)': '12,5', Espécie: 'Pinus; taeda' });
  });

  it('reads a Latin-1 (Windows-1252) file with its accents right', async () => {
    const path = nextPath();
    await writeCsv(path, PLOTS, { encoding: 'latin1' });

    const table = await readCsvTable(path);

    expect(table.columns).toEqual(['Talhão', 'Área (ha)', 'Espécie']);
    expect(table.rows.map(({ values }) => values['Talhão'])).toEqual(['Açaí-01', 'Ipê 2']);
  });

  it('reads a Latin-1 file again from the start when its first accent comes after the first chunks', async () => {
    const path = nextPath();
    const plain = Array.from({ length: 5000 }, (_, index): (string | number)[] => [
      `P${index}`,
      index,
      'Pinus',
    ]);
    await writeCsv(path, [['Plot', 'Area', 'Species'], ...plain, ['Último', 1, 'Ipê-roxo']], {
      encoding: 'latin1',
    });

    const table = await readCsvTable(path);

    expect(table.rows).toHaveLength(5001);
    expect(table.rows[0]).toEqual({ item: 2, values: { Plot: 'P0', Area: '0', Species: 'Pinus' } });
    expect(table.rows[5000]).toEqual({
      item: 5002,
      values: { Plot: 'Último', Area: '1', Species: 'Ipê-roxo' },
    });
  });

  it('reports each row with another number of cells by its row number and leaves it out', async () => {
    const path = await csvFile('a;b;c\n1;2\n3;4;5\n6;7;8;9\n10;11;12;\n');

    const table = await readCsvTable(path);

    expect(table.problems).toEqual([
      { item: 2, field: null, code: 'table.columnCount', params: { expected: 3, found: 2 } },
      { item: 4, field: null, code: 'table.columnCount', params: { expected: 3, found: 4 } },
    ]);
    expect(table.rows).toEqual([
      { item: 3, values: { a: '3', b: '4', c: '5' } },
      { item: 5, values: { a: '10', b: '11', c: '12' } },
    ]);
  });

  it('skips empty rows but counts them, and counts a quoted cell over two lines as one row', async () => {
    const path = await csvFile('plot;note\r\nA;ok\r\n\r\n;\r\nB;"two\r\nlines"\r\nC;"say ""hi"""\r\n');

    const table = await readCsvTable(path);

    expect(table.rows).toEqual([
      { item: 2, values: { plot: 'A', note: 'ok' } },
      { item: 5, values: { plot: 'B', note: 'two\r\nlines' } },
      { item: 6, values: { plot: 'C', note: 'say "hi"' } },
    ]);
  });

  it('trims cells, reads empty ones as null and a quote inside a cell as text', async () => {
    const path = await csvFile('plot ; diameter;note\n A1 ; 12" ;\n');

    const table = await readCsvTable(path);

    expect(table.rows).toEqual([{ item: 2, values: { plot: 'A1', diameter: '12"', note: null } }]);
  });

  it('drops an empty trailing column and reports a column without name that has values', async () => {
    const path = await csvFile('a;;b;\n1;;2;\n3;x;4;\n');

    const table = await readCsvTable(path);

    expect(table.columns).toEqual(['a', 'b']);
    expect(table.problems).toEqual([
      { item: 3, field: null, code: 'table.columnWithoutName', params: { position: 2 } },
    ]);
    expect(table.rows.map(({ values }) => values)).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ]);
  });

  it('reports a column name used twice and keeps the first column under it', async () => {
    const path = await csvFile('plot;area;area\nA;1;2\n');

    const table = await readCsvTable(path);

    expect(table.columns).toEqual(['plot', 'area']);
    expect(table.problems).toEqual([
      { item: 1, field: 'area', code: 'table.duplicateColumn', params: { column: 'area' } },
    ]);
    expect(table.rows).toEqual([{ item: 2, values: { plot: 'A', area: '1' } }]);
  });

  it('reads a header of one column with decimal commas in its values', async () => {
    const path = await csvFile('area\n12,5\n3\n');

    const table = await readCsvTable(path);

    expect(table.rows.map(({ values }) => values['area'])).toEqual(['12,5', '3']);
    expect(table.problems).toEqual([]);
  });

  it('takes the first non-empty line as the header and reads a header without rows as an empty table', async () => {
    const onlyHeader = await readCsvTable(await csvFile('\n;\nplot;area\n'));
    expect(onlyHeader).toEqual({ columns: ['plot', 'area'], rows: [], problems: [] });

    const late = await readCsvTable(await csvFile('\nplot;area\nA;1\n'));
    expect(late.rows).toEqual([{ item: 3, values: { plot: 'A', area: '1' } }]);
  });

  describe('refuses', () => {
    it('an empty file, or one of blank lines, as table.empty', async () => {
      await expectFileError(readCsvTable(await csvFile('')), 'table.empty');
      await expectFileError(readCsvTable(await csvFile('\n;;\n\n')), 'table.empty');
    });

    it('a quote never closed as table.badQuotes with the row it opens on', async () => {
      const path = await csvFile('plot;note\nA;ok\nB;"never closed\nC;x\n');

      await expectFileError(readCsvTable(path), 'table.badQuotes', { row: 3 });
    });

    it('text after a closing quote as table.badQuotes with its row', async () => {
      const path = await csvFile('plot;note\n"A"x;ok\n');

      await expectFileError(readCsvTable(path), 'table.badQuotes', { row: 2 });
    });

    it('a row longer than the limit, as a quote left open in a large file makes, as table.rowTooLong', async () => {
      const path = nextPath();
      const rows = Array.from({ length: 100_000 }, (_, index) => `P${index};${index}`);
      await writeFile(path, ['plot;area', 'A;1', 'B;"12', ...rows].join('\n'));

      await expectFileError(readCsvTable(path), 'table.rowTooLong', { row: 3, max: MAX_ROW_CHARACTERS });
    });

    it('a binary file (an XLSX or UTF-16 text saved as .csv) as table.notText', async () => {
      await expectFileError(
        readCsvTable(await csvFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff]))),
        'table.notText',
      );
      const utf16 = Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('plot;area\r\nA;1\r\n', 'utf16le'),
      ]);
      await expectFileError(readCsvTable(await csvFile(utf16)), 'table.notText');
    });
  });
});

describe('detectDelimiter', () => {
  it('takes the delimiter the header uses most, outside quotes', () => {
    expect(detectDelimiter('Talhão;Área (ha);Espécie')).toBe(';');
    expect(detectDelimiter('plot,area,species')).toBe(',');
    expect(detectDelimiter('plot\tarea\tnote, free')).toBe('\t');
    expect(detectDelimiter('"plot; name","area; ha",species')).toBe(',');
  });

  it('takes ";" for a header of one column', () => {
    expect(detectDelimiter('area')).toBe(';');
    expect(detectDelimiter('')).toBe(';');
  });
});
