import { describe, expect, test } from 'vitest';

import { clampPage, filterRows, searchIndex, sortRows, type RowValueColumn } from './table-rows';

interface Group {
  id: number;
  name: string;
  customers: number | null;
}

const name: RowValueColumn<Group> = { key: 'name', value: (group) => group.name, searchable: true };
const customers: RowValueColumn<Group> = { key: 'customers', value: (group) => group.customers };
const groups: Group[] = [
  { id: 1, name: 'Vale do Paraíba', customers: 12 },
  { id: 2, name: 'São Paulo Leste', customers: null },
  { id: 3, name: 'araguaia', customers: 9 },
  { id: 4, name: 'Grupo 10', customers: 100 },
  { id: 5, name: 'Grupo 9', customers: 3 },
];
const names = (rows: Group[]) => rows.map((group) => group.name);

describe('searching rows', () => {
  const index = searchIndex(groups, [name, customers]);

  test('finds a name whatever its accents and case', () => {
    expect(names(filterRows(index, 'sao PAULO'))).toEqual(['São Paulo Leste']);
    expect(names(filterRows(index, 'paraiba'))).toEqual(['Vale do Paraíba']);
  });

  test('needs every word, in any order', () => {
    expect(names(filterRows(index, 'leste são'))).toEqual(['São Paulo Leste']);
    expect(filterRows(index, 'leste norte')).toEqual([]);
  });

  test('looks only in the searchable columns', () => {
    expect(filterRows(index, '100')).toEqual([]);
  });

  test('an empty search keeps every row in its order', () => {
    expect(filterRows(index, '  ')).toEqual(groups);
  });
});

describe('sorting rows', () => {
  test('orders texts alphabetically, ignoring case and accents, with numbers in them by value', () => {
    expect(names(sortRows(groups, name, 'asc', 'pt-BR'))).toEqual([
      'araguaia',
      'Grupo 9',
      'Grupo 10',
      'São Paulo Leste',
      'Vale do Paraíba',
    ]);
  });

  test('orders numbers by value, descending too, and leaves empty cells last either way', () => {
    expect(sortRows(groups, customers, 'asc').map((group) => group.id)).toEqual([5, 3, 1, 4, 2]);
    expect(sortRows(groups, customers, 'desc').map((group) => group.id)).toEqual([4, 1, 3, 5, 2]);
  });

  test("leaves the caller's rows as they were", () => {
    const before = [...groups];
    sortRows(groups, name, 'desc');
    expect(groups).toEqual(before);
  });

  test('sorts and searches 10,000 rows well within a frame budget', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      id: index,
      name: `Cliente ${(index * 7919) % 10_000}`,
      customers: (index * 31) % 977,
    }));
    const started = performance.now();
    const found = filterRows(searchIndex(many, [name]), 'CLIENTE 9999');
    const sorted = sortRows(many, name, 'desc', 'pt-BR');
    const elapsed = performance.now() - started;
    expect(names(found)).toEqual(['Cliente 9999']);
    expect(sorted[0]?.name).toBe('Cliente 9999');
    // Measured at about 30 ms; the margin is for a loaded CI machine, the point is "not seconds".
    expect(elapsed).toBeLessThan(500);
  });
});

describe('the shown page', () => {
  test('stays within the pages there are', () => {
    expect(clampPage(3, 41)).toBe(3);
    expect(clampPage(4, 41)).toBe(3);
    expect(clampPage(0, 41)).toBe(1);
    expect(clampPage(Number.NaN, 41)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });

  test("counts pages of the table's own size (the downloads show 50 a page)", () => {
    expect(clampPage(2, 51, 50)).toBe(2);
    expect(clampPage(3, 51, 50)).toBe(2);
    expect(clampPage(2, 50, 50)).toBe(1);
  });
});
