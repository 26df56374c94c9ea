import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { backgroundJobSchema } from './schemas';

/** The latest background jobs (staff). */
export const backgroundJobsEndpoints = defineEndpoints('registers', {
  list: {
    method: 'GET',
    path: '/register/background-jobs',
    response: z.array(backgroundJobSchema),
    access: 'staff',
  },
});
