import * as z from 'zod/mini';

import type { Request } from '../../client';
import { auditEntrySchema, type AuditEntry, type AuditEntity } from './schemas';

/** The calls under `/register/audit` (staff only). */
export function createAuditApi(request: Request) {
  return {
    /** The history of one record, newest first (also of a deleted one). */
    async list(entity: AuditEntity, recordId: number): Promise<AuditEntry[]> {
      const body = await request<unknown>('/register/audit', { query: { entity, record_id: recordId } });
      return z.array(auditEntrySchema).parse(body);
    },
  };
}
export type AuditApi = ReturnType<typeof createAuditApi>;
