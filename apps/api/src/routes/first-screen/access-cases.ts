import { firstScreenEndpoints } from '@dossel/api-client';

import { at, type AccessCase } from '../../test/access-matrix';

/**
 * The first screen, as each kind of caller must see it (routes/access.test.ts walks it): behind sign-in
 * and the terms like any screen's data. The walk's app serves no portal, so a caller let through gets 204
 * (nothing to paint); what a render shows each caller is first-screen.test.ts's.
 */
export const firstScreenAccessCases: AccessCase[] = [
  {
    ...at(firstScreenEndpoints.render, undefined, 'path=%2Fbenchmarking&language=pt-BR&desktop=1'),
    expect: { anonymous: 401, customer: 204, outsider: 204, staff: 204 },
  },
];
