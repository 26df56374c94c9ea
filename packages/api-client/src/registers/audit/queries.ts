import type { AuditApi } from './api';
import type { AuditEntity } from './schemas';
import { queryOptions } from '../../query-options';

type Api = { registers: { audit: AuditApi } };

/** Query keys of the audit trail: resource → operation → params. */
export const auditKeys = {
  all: ['audit'] as const,
  record: (entity: AuditEntity, recordId: number) =>
    [...auditKeys.all, 'record', { entity, record_id: recordId }] as const,
};

/**
 * One record's history. Every save by anyone adds to it, so it is read again whenever it is shown
 * (staleTime 0), not kept for the day other answers are.
 */
export function auditTrailOptions(api: Api, entity: AuditEntity, recordId: number) {
  return queryOptions({
    queryKey: auditKeys.record(entity, recordId),
    queryFn: () => api.registers.audit.list(entity, recordId),
    staleTime: 0,
  });
}
