import { describe, expect, it } from 'vitest';

import { fakeRequest } from '../../testing/fake-api-client';
import { createAuditApi } from './api';
import { auditQuerySchema } from './schemas';

const entry = {
  id: 3,
  entity: 'users',
  record_id: 9,
  user_id: 1,
  user_name: 'Administrador Dossel',
  user_email: 'admin@dossel.com.br',
  at: '2026-11-25T09:30:00.000Z',
};

describe('the audit trail calls', () => {
  it("asks for one record's history and reads updates as before/after, secrets only as changed", async () => {
    let query: unknown;
    const api = createAuditApi(
      fakeRequest({
        'GET /register/audit': (options) => {
          query = options.query;
          return [
            {
              ...entry,
              action: 'update',
              changes: { password: 'changed', servicesAdmin: { from: false, to: true } },
            },
            { ...entry, id: 2, action: 'create', changes: { name: 'Ana', servicesAdmin: false } },
          ];
        },
      }),
    );
    const history = await api.list('users', 9);
    expect(query).toEqual({ entity: 'users', record_id: 9 });
    expect(history.map((item) => item.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual({ password: 'changed', servicesAdmin: { from: false, to: true } });
  });

  it('refuses an update whose field holds a bare value instead of its before and after', async () => {
    const api = createAuditApi(
      fakeRequest({
        'GET /register/audit': () => [{ ...entry, action: 'update', changes: { name: 'Ana' } }],
      }),
    );
    await expect(api.list('users', 9)).rejects.toThrow();
  });

  it('accepts only the registers that keep a history, and a whole positive id', () => {
    expect(auditQuerySchema.parse({ entity: 'benchmarking', record_id: '12' })).toEqual({
      entity: 'benchmarking',
      record_id: 12,
    });
    const refused = auditQuerySchema.safeParse({ entity: 'sessions', record_id: '0' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['entity', 'validation.invalid'],
      ['record_id', 'validation.required'],
    ]);
  });
});
