import { downloadAppEndpoints } from '@dossel/api-client';

import { at, type AccessCase } from '../../test/access-matrix';

/** Every route of this module, as each kind of caller must see it (routes/access.test.ts walks them). */
export const downloadAppAccessCases: AccessCase[] = [
  {
    // Each signed-in user accepts the terms for themselves; it is what the terms gate leaves open.
    ...at(downloadAppEndpoints.acceptTerms),
    expect: { anonymous: 401, customer: 200, outsider: 200, pendingTerms: 200, staff: 200 },
  },
];
