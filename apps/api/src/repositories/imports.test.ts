import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ImportProblem } from '../imports/import-problem';
import { createTestApp, type TestApp } from '../test/test-app';
import { createImportsRepository, IMPORT_PROBLEMS_KEPT, type NewImport } from './imports';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const repository = () => createImportsRepository(testApp.app.db);
const NOW = new Date('2026-11-27T10:00:00.000Z');

/** An import of the demo's customer 1 (Serra Azul), or of the one named. */
const upload = (overrides: Partial<NewImport> = {}): NewImport => ({
  customerId: 1,
  kind: 'plots',
  monitoringDate: null,
  source: 'ui',
  fileName: 'talhoes.geojson',
  fileSize: 2048,
  storageKey: 'a'.repeat(64),
  createdByName: 'Administrador Dossel',
  ...overrides,
});

describe('the imports repository', () => {
  it('creates an import queued and lists a customer’s imports newest first', async () => {
    const imports = repository();
    const first = await imports.create(upload({ customerId: 2 }), NOW);
    const second = await imports.create(
      upload({ customerId: 2, kind: 'weeds', monitoringDate: '2026-11-10' }),
      NOW,
    );
    await imports.create(upload({ customerId: 3 }), NOW);

    expect(await imports.find(first)).toMatchObject({
      customer_id: 2,
      kind: 'plots',
      status: 'queued',
      file_name: 'talhoes.geojson',
      problem_count: 0,
      created_at: NOW.toISOString(),
    });
    expect((await imports.list(10, 2)).map((row) => [row.id, row.kind, row.monitoring_date])).toEqual([
      [second, 'weeds', '2026-11-10'],
      [first, 'plots', null],
    ]);
  });

  it('moves an import only from the statuses a step starts from, and one of a kind at a time per customer', async () => {
    const imports = repository();
    const first = await imports.create(upload(), NOW);
    const second = await imports.create(upload(), NOW);
    const otherKind = await imports.create(upload({ kind: 'weather' }), NOW);

    expect(await imports.move(first, ['queued'], 'validating')).toBe('moved');
    expect(await imports.move(first, ['queued'], 'validating')).toBe('not-there');
    // The same customer and kind waits for the first; another kind does not.
    expect(await imports.move(second, ['queued'], 'validating')).toBe('busy');
    expect((await imports.find(second))?.status).toBe('queued');
    expect(await imports.move(otherKind, ['queued'], 'validating')).toBe('moved');

    const finished = { finished_at: NOW.toISOString(), counts: JSON.stringify({ features: 12 }) };
    expect(await imports.move(first, ['validating'], 'ready', finished)).toBe('moved');
    expect(await imports.find(first)).toMatchObject({ status: 'ready', counts: '{"features":12}' });
    expect(await imports.move(second, ['queued'], 'validating')).toBe('moved');
    expect(await imports.move(9999, ['queued'], 'validating')).toBe('not-there');
  });

  it(`keeps the first ${IMPORT_PROBLEMS_KEPT} problems in their order and counts them all`, async () => {
    const imports = repository();
    const id = await imports.create(upload({ customerId: 3, kind: 'plotMetrics' }), NOW);
    const problem = (item: number): ImportProblem => ({
      item,
      field: 'ima',
      code: 'value.notANumber',
      params: { value: `x${item}` },
    });
    await imports.addProblems(
      id,
      Array.from({ length: 6000 }, (_, index) => problem(index + 1)),
    );
    await imports.addProblems(
      id,
      Array.from({ length: 4500 }, (_, index) => problem(6001 + index)),
    );

    const kept = await imports.problems(id);
    expect(kept).toHaveLength(IMPORT_PROBLEMS_KEPT);
    expect(kept[0]).toEqual(problem(1));
    expect(kept.at(-1)).toEqual(problem(IMPORT_PROBLEMS_KEPT));
    expect((await imports.find(id))?.problem_count).toBe(10_500);

    // A problem of the whole file, without params, reads back as it was written.
    const damaged = await imports.create(upload({ customerId: 3 }), NOW);
    await imports.addProblems(damaged, [{ item: null, field: null, code: 'zip.damaged' }]);
    expect(await imports.problems(damaged)).toEqual([{ item: null, field: null, code: 'zip.damaged' }]);
  });

  it('remembers the last mapping of a customer and kind', async () => {
    const imports = repository();
    expect(await imports.lastMapping(1, 'plots')).toBeUndefined();
    await imports.rememberMapping(1, 'plots', { code: 'TALHAO', area: 'AREA_HA' }, NOW);
    await imports.rememberMapping(1, 'plots', { code: 'COD', area: null }, NOW);
    await imports.rememberMapping(2, 'plots', { code: 'X' }, NOW);
    expect(await imports.lastMapping(1, 'plots')).toEqual({ code: 'COD', area: null });
    expect(await imports.lastMapping(1, 'weeds')).toBeUndefined();
  });
});
