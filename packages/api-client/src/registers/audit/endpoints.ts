import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { auditEntrySchema, auditQuerySchema } from './schemas';

/** The history of one record (staff). */
export const auditEndpoints = defineEndpoints('registers', {
  list: {
    method: 'GET',
    path: '/register/audit',
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
    access: 'staff',
  },
});
