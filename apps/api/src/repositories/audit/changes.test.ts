import { describe, expect, it } from 'vitest';

import { changedFields, filledFields, type Snapshot } from './changes';

const snapshot = (fields: Snapshot['fields'], secrets: Snapshot['secrets'] = {}): Snapshot => ({
  fields,
  secrets,
});

describe('what the audit trail records of a write', () => {
  it('lists only the fields an update changed, with their values before and after', () => {
    expect(
      changedFields(
        snapshot({ name: 'Grupo A', code: null, ima7: 30 }),
        snapshot({ name: 'Grupo B', code: null, ima7: 30 }),
      ),
    ).toEqual({ name: { from: 'Grupo A', to: 'Grupo B' } });
  });

  it('treats a field that appears or goes away as changed from or to null', () => {
    expect(
      changedFields(snapshot({ 'labels.talhao': 'Quadra' }), snapshot({ 'labels.gloc1': 'Fazenda' })),
    ).toEqual({
      'labels.talhao': { from: 'Quadra', to: null },
      'labels.gloc1': { from: null, to: 'Fazenda' },
    });
  });

  it('says only that a secret changed, never its value', () => {
    const changes = changedFields(
      snapshot({ name: 'Ana' }, { password: 'hash-1' }),
      snapshot({ name: 'Ana' }, { password: 'hash-2' }),
    );
    expect(changes).toEqual({ password: 'changed' });
    expect(JSON.stringify(changes)).not.toContain('hash');
  });

  it('finds nothing when a save left the record as it was', () => {
    expect(
      changedFields(snapshot({ name: 'A' }, { password: 'h' }), snapshot({ name: 'A' }, { password: 'h' })),
    ).toEqual({});
  });

  it("keeps a created or deleted record's filled fields and never its secrets", () => {
    expect(
      filledFields(snapshot({ name: 'Ana', code: null, note: '', servicesAdmin: false }, { password: 'h' })),
    ).toEqual({ name: 'Ana', servicesAdmin: false });
  });
});
