import type { AccessCase } from '../../test/access-matrix';

/** Every route of this module, as each kind of caller must see it (routes/access.test.ts walks them). */
export const downloadAppAccessCases: AccessCase[] = [];
