// Fixtures of the users' stories and tests: the users, and the customers they are linked to.
import { usersEndpoints, routeKey } from '@dossel/api-client';
import type { RegisterUser, UserUpdateInput } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { fakeCustomers, fakeCustomersServer } from '../customers/customers-fixtures';
import { fakeRegister, type FakeRegister } from '../../../testing/fake-register';

export const USERS_API = usersEndpoints.list.path;

const refOf = (id: number) => ({
  id,
  name: fakeCustomers.find((customer) => customer.id === id)?.name ?? '',
});

export const fakeUsers: RegisterUser[] = [
  {
    id: 1,
    name: 'Administrador Dossel',
    email: 'admin@dossel.com.br',
    mainCustomerId: 1,
    servicesAdmin: true,
    services_json: { '1': [1, 2] },
    customers: [refOf(1)],
    lastLogin: '2025-09-15T12:00:00.000Z',
    signature: '2025-01-15T12:00:00.000Z',
    version: 1,
  },
  {
    id: 2,
    name: 'Cliente Demonstração',
    email: 'cliente@demo.com.br',
    mainCustomerId: 1,
    servicesAdmin: false,
    services_json: { '1': [1, 2], '2': [1, 2, 8] },
    customers: [refOf(2), refOf(1)],
    lastLogin: '2025-06-01T12:00:00.000Z',
    signature: '2025-01-10T12:00:00.000Z',
    version: 1,
  },
  {
    id: 3,
    name: 'Beatriz Nova',
    email: 'novo@demo.com.br',
    mainCustomerId: 2,
    servicesAdmin: false,
    services_json: { '2': [1] },
    customers: [refOf(2)],
    lastLogin: null,
    signature: null,
    version: 1,
  },
];

export interface FakeUsersServer {
  users: FakeRegister<RegisterUser>;
  routes: FakeRoutes;
  /** The calls of the access panel: `changePassword 2` with its body, `sendFirstAccess 2`. */
  accessCalls: { call: string; body?: unknown }[];
}

/**
 * A server holding the users and the customers they link to, answering as the API does: a saved user
 * comes back with its customers' names (the main one always among them) and no sign-in yet.
 */
export function fakeUsersServer(users: readonly RegisterUser[] = fakeUsers): FakeUsersServer {
  const linked = (body: object) => {
    const input = body as UserUpdateInput;
    const ids = [...new Set([input.mainCustomerId, ...(input.customers ?? [])])];
    return {
      customers: ids.map(refOf).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
      lastLogin: null,
      signature: null,
    };
  };
  const register = fakeRegister(USERS_API, users, linked);
  const accessCalls: FakeUsersServer['accessCalls'] = [];
  const routes: FakeRoutes = { ...fakeCustomersServer().routes, ...register.routes };
  for (const user of users) {
    routes[routeKey(usersEndpoints.changePassword, { id: user.id })] = ({ body }) => {
      accessCalls.push({ call: `changePassword ${user.id}`, body });
      return null;
    };
    routes[routeKey(usersEndpoints.sendFirstAccess, { id: user.id })] = () => {
      accessCalls.push({ call: `sendFirstAccess ${user.id}` });
      return { sent: true };
    };
  }
  return { users: register, routes, accessCalls };
}
