// Fixtures of the customer groups' stories and tests.
import { customerGroupsEndpoints } from '@dossel/api-client';
import type { CustomerGroup } from '@dossel/api-client';

import { fakeRegister } from '../../../testing/fake-register';

export const CUSTOMER_GROUPS_API = customerGroupsEndpoints.list.path;

export const fakeCustomerGroups: CustomerGroup[] = [
  { id: 1, name: 'Vale do Paraíba', version: 1 },
  { id: 2, name: 'Cerrado Norte', version: 1 },
  { id: 3, name: 'Serra Azul', version: 1 },
];

/** `count` groups named 'Grupo 001', 'Grupo 002', …, to fill pages. */
export const manyCustomerGroups = (count: number): CustomerGroup[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Grupo ${String(index + 1).padStart(3, '0')}`,
    version: 1,
  }));

export const fakeCustomerGroupsRegister = (groups: readonly CustomerGroup[] = fakeCustomerGroups) =>
  fakeRegister(CUSTOMER_GROUPS_API, groups);
