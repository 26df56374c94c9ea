// The signed-in staff member of the registers' stories and tests.
import type { User } from '@dossel/api-client';
import { fakeUser, type FakeRoutes } from '@dossel/api-client/testing';

import { testSession } from './test-services';

/** Like the demo account admin@dossel.com.br: a services administrator, who sees the registers. */
export const fakeStaff: User = {
  ...fakeUser,
  id: 1,
  name: 'Administrador Dossel',
  email: 'admin@dossel.com.br',
  servicesAdmin: true,
};

export function signInAsStaff() {
  testSession().getState().signIn('staff-token');
  testSession().getState().setUser(fakeStaff);
}

/** A record's history with nothing in it, for edit pages whose test is not about the history. */
export const emptyHistory: FakeRoutes = { 'GET /register/audit': () => [] };
