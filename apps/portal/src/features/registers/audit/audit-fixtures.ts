// Fixtures of the history panel's stories and tests: a customer's history as the API records it.
import { auditEndpoints, routeKey } from '@dossel/api-client';
import type { AuditEntry } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

const admin = { user_id: 1, user_name: 'Administrador Dossel', user_email: 'admin@dossel.com.br' };
const analyst = { user_id: 7, user_name: 'Ana Souza', user_email: 'ana.souza@dossel.com.br' };

/** Customer 4's history, newest first: created, labelled, then changed (a password on user 9). */
export const customerHistory: AuditEntry[] = [
  {
    id: 31,
    entity: 'customers',
    record_id: 4,
    action: 'update',
    ...analyst,
    at: '2026-11-20T17:45:00.000Z',
    changes: {
      name: { from: 'Florestal Nova', to: 'Florestal Nova Esperança' },
      code: { from: null, to: 'C-77' },
      contractExpiration: { from: '2026-12-31', to: '2027-12-31' },
    },
  },
  {
    id: 18,
    entity: 'customers',
    record_id: 4,
    action: 'update',
    ...admin,
    at: '2026-11-02T12:10:00.000Z',
    changes: { 'labels.talhao': { from: null, to: 'Quadra' } },
  },
  {
    id: 17,
    entity: 'customers',
    record_id: 4,
    action: 'create',
    ...admin,
    at: '2026-11-02T12:09:00.000Z',
    changes: {
      name: 'Florestal Nova',
      document: '22.222.222/0001-22',
      customerGroup: 'Grupo Demonstração',
      contractExpiration: '2026-12-31',
    },
  },
];

/** A user whose password staff set and whose services changed. */
export const userHistory: AuditEntry[] = [
  {
    id: 40,
    entity: 'users',
    record_id: 9,
    action: 'update',
    ...admin,
    at: '2026-11-25T09:30:00.000Z',
    changes: { password: 'changed', servicesAdmin: { from: false, to: true } },
  },
];

/** A benchmarking entry that was deleted: its last values stay in the history. */
export const deletedEntryHistory: AuditEntry[] = [
  {
    id: 52,
    entity: 'benchmarking',
    record_id: 120,
    action: 'delete',
    ...admin,
    at: '2026-11-26T08:00:00.000Z',
    changes: { customer: 'Florestal Vale Verde', data: '2025-12-31', ima7: 41.25, impacto_clima: -2 },
  },
];

/** The audit call, answered from `entries` by the query's register and record, as the API does. */
export function auditRoutes(entries: readonly AuditEntry[]): FakeRoutes {
  return {
    [routeKey(auditEndpoints.list)]: ({ query = {} }) =>
      entries.filter((entry) => entry.entity === query.entity && entry.record_id === Number(query.record_id)),
  };
}
