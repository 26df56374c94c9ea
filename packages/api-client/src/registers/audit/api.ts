import { call } from '../../call';
import type { Request } from '../../client';
import { auditEndpoints as endpoints } from './endpoints';
import type { AuditEntity, AuditEntry } from './schemas';

/** The calls under `/register/audit` (staff only). */
export function createAuditApi(request: Request) {
  return {
    /** The history of one record, newest first (also of a deleted one). */
    list: (entity: AuditEntity, recordId: number): Promise<AuditEntry[]> =>
      call(request, endpoints.list, { query: { entity, record_id: recordId } }),
  };
}
export type AuditApi = ReturnType<typeof createAuditApi>;
