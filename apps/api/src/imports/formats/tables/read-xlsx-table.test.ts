import { readFile, writeFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { expectFileError, fixtureFiles } from '../../testing/fixture-files';
import { parseDate } from './parse-date';
import { parseDecimal } from './parse-decimal';
import { readXlsxTable } from './read-xlsx-table';
import { writeXlsx } from './testing/write-xlsx';

const nextPath = fixtureFiles('table', 'xlsx');

const PLANTING = new Date(Date.UTC(2026, 10, 10));

async function plotsWorkbook(): Promise<string> {
  const path = nextPath();
  await writeXlsx(path, [
    {
      name: 'Talhões',
      rows: [
        ['Talhão', 'Área (ha)', 'Plantio', 'Irrigado', 'Observação'],
        ['Açaí-01', 1234.56, PLANTING, true, '  Ipê-amarelo na divisa  '],
        [null, null, null, null, null],
        ['Pé 2', { value: 0.5, format: '0.00' }, '10/11/2026', false, null],
        [
          'Medição',
          3,
          { value: new Date(Date.UTC(2026, 0, 2, 13, 30)), format: 'dd/mm/yyyy hh:mm' },
          null,
          null,
        ],
      ],
    },
    {
      name: 'Preços',
      rows: [
        ['Espécie', 'R$/m³'],
        ['Eucalipto', 85.5],
      ],
    },
  ]);
  return path;
}

describe('readXlsxTable', () => {
  it('reads the first sheet: accents, numbers as numbers, date cells as ISO dates, rows as Excel numbers them', async () => {
    const table = await readXlsxTable(await plotsWorkbook());

    expect(table).toEqual({
      columns: ['Talhão', 'Área (ha)', 'Plantio', 'Irrigado', 'Observação'],
      rows: [
        {
          item: 2,
          values: {
            Talhão: 'Açaí-01',
            'Área (ha)': 1234.56,
            Plantio: '2026-11-10',
            Irrigado: 'true',
            Observação: 'Ipê-amarelo na divisa',
          },
        },
        {
          item: 4,
          values: {
            Talhão: 'Pé 2',
            'Área (ha)': 0.5,
            Plantio: '10/11/2026',
            Irrigado: 'false',
            Observação: null,
          },
        },
        {
          item: 5,
          values: {
            Talhão: 'Medição',
            'Área (ha)': 3,
            Plantio: '2026-01-02T13:30:00',
            Irrigado: null,
            Observação: null,
          },
        },
      ],
      problems: [],
    });
  });

  it('gives cells the value parsers read the same way as CSV text', async () => {
    const table = await readXlsxTable(await plotsWorkbook());

    expect(table.rows.map(({ values }) => parseDate(values['Plantio'] ?? ''))).toEqual([
      { ok: true, value: '2026-11-10' },
      { ok: true, value: '2026-11-10' },
      { ok: true, value: '2026-01-02' },
    ]);
    expect(table.rows.map(({ values }) => parseDecimal(values['Área (ha)'] ?? ''))).toEqual([
      { ok: true, value: 1234.56 },
      { ok: true, value: 0.5 },
      { ok: true, value: 3 },
    ]);
  });

  it('reads a sheet by name', async () => {
    const table = await readXlsxTable(await plotsWorkbook(), 'Preços');

    expect(table).toEqual({
      columns: ['Espécie', 'R$/m³'],
      rows: [{ item: 2, values: { Espécie: 'Eucalipto', 'R$/m³': 85.5 } }],
      problems: [],
    });
  });

  it('names a column by the text of its header cell, a year or a date as well', async () => {
    const path = nextPath();
    await writeXlsx(path, [
      {
        name: 'Anos',
        rows: [
          ['Talhão', 2025, PLANTING],
          ['A', 10, 12],
        ],
      },
    ]);

    const table = await readXlsxTable(path);

    expect(table.columns).toEqual(['Talhão', '2025', '2026-11-10']);
    expect(table.rows).toEqual([{ item: 2, values: { Talhão: 'A', '2025': 10, '2026-11-10': 12 } }]);
  });

  it('reports values under a column without name with the row of the first one', async () => {
    const path = nextPath();
    await writeXlsx(path, [
      {
        name: 'Plots',
        rows: [
          ['plot', null, 'area'],
          ['A', null, 1],
          ['B', 'stray', 2],
        ],
      },
    ]);

    const table = await readXlsxTable(path);

    expect(table.columns).toEqual(['plot', 'area']);
    expect(table.problems).toEqual([
      { item: 3, field: null, code: 'table.columnWithoutName', params: { position: 2 } },
    ]);
  });

  describe('refuses', () => {
    it('a sheet that is not there as table.sheetNotFound', async () => {
      await expectFileError(readXlsxTable(await plotsWorkbook(), 'Parcelas'), 'table.sheetNotFound', {
        sheet: 'Parcelas',
      });
    });

    it('a file that is not a workbook as table.damaged', async () => {
      const path = nextPath();
      await writeFile(path, 'Talhão;Área\nA;1\n');

      await expectFileError(readXlsxTable(path), 'table.damaged');
    });

    it('a workbook cut short as table.damaged', async () => {
      const cut = nextPath();
      const bytes = await readFile(await plotsWorkbook());
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));

      await expectFileError(readXlsxTable(cut), 'table.damaged');
    });

    it('a sheet without a header as table.empty', async () => {
      const path = nextPath();
      await writeXlsx(path, [{ name: 'Vazia', rows: [[null, null]] }]);

      await expectFileError(readXlsxTable(path), 'table.empty');
    });
  });

  it('lets a missing file fail as such, not as a damaged one', async () => {
    await expect(readXlsxTable(nextPath() /* never written */)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
