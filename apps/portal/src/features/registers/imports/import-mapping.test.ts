import type { Import } from '@dossel/api-client';
import { describe, expect, it } from 'vitest';

import { canRemap, missingFields, startingMapping } from './import-mapping';

describe('the mapping step', () => {
  it('starts from the columns the file was read with, and none for the others', () => {
    const mapping = startingMapping('plots', ['TALHAO', 'DT_PLANTIO', 'FAZENDA'], {
      code: 'TALHAO',
      planting_date: 'DT_PLANTIO',
      gloc1: 'FAZENDA',
    });
    expect(mapping).toMatchObject({ code: 'TALHAO', planting_date: 'DT_PLANTIO', gloc1: 'FAZENDA' });
    expect(mapping.clone).toBeNull();
    expect(Object.keys(mapping)).toHaveLength(14);
  });

  it('drops a remembered column the file does not have', () => {
    expect(startingMapping('weeds', ['classe'], { level: 'nivel' })).toEqual({ level: null });
  });

  it('starts with no column at all before the file was read', () => {
    expect(startingMapping('anomalies', ['classe'], null)).toEqual({ level: null });
  });

  it('names the required fields still without a column', () => {
    expect(missingFields('plots', { code: 'TALHAO', planting_date: null })).toEqual(['planting_date']);
    expect(missingFields('plots', { code: 'TALHAO', planting_date: 'DT' })).toEqual([]);
    expect(missingFields('weeds', {})).toEqual(['level']);
  });

  it('offers the step only for a read file with columns that is ready or refused', () => {
    const read = { kind: 'plots', status: 'ready', counts: { items: 3, columns: ['A'] } } as Import;
    expect(canRemap(read)).toBe(true);
    expect(canRemap({ ...read, status: 'invalid' })).toBe(true);
    expect(canRemap({ ...read, status: 'published' })).toBe(false);
    expect(canRemap({ ...read, counts: { items: 3, columns: [] } })).toBe(false);
    expect(canRemap({ ...read, kind: 'weather' })).toBe(true);
  });
});
