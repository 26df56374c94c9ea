import { usersEndpoints } from '@dossel/api-client';

import { at, type AccessCase } from '../../test/access-matrix';

/** A user of Serra Azul that the create case below makes (id 5: the seed has three users, the walk adds pendente). */
const newUser = {
  name: 'Usuária Nova',
  email: 'usuaria.nova@serraazul.com.br',
  mainCustomerId: 1,
  customers: [1],
  services_json: { '1': [1, 2] },
};

/**
 * Every route of this module, as each kind of caller must see it (routes/access.test.ts walks them in
 * this order). The register is for staff; the writes work on the user the create case makes, so the
 * callers' own sessions survive, and the delete comes last.
 */
export const usersAccessCases: AccessCase[] = [
  {
    ...at(usersEndpoints.list, undefined, 'order=name,ASC'),
    expect: { anonymous: 401, customer: 403, outsider: 403, staff: 200 },
  },
  {
    ...at(usersEndpoints.get, { id: 2 }),
    expect: { anonymous: 401, customer: 403, outsider: 403, staff: 200 },
  },
  {
    ...at(usersEndpoints.create),
    payload: newUser,
    expect: { anonymous: 401, customer: 403, outsider: 403, staff: 201 },
  },
  {
    ...at(usersEndpoints.update, { id: 5 }),
    payload: { ...newUser, name: 'Usuária Renomeada', version: 1 },
    expect: { anonymous: 401, customer: 403, outsider: 403, staff: 200 },
  },
  {
    ...at(usersEndpoints.sendFirstAccess, { id: 5 }),
    expect: { anonymous: 401, customer: 403, outsider: 403, staff: 200 },
  },
  {
    // Someone else's password: staff only (each user may set their own, see users.test.ts).
    ...at(usersEndpoints.changePassword, { id: 5 }),
    payload: { password: 'Nova@Senha1' },
    expect: { anonymous: 401, customer: 403, outsider: 403, staff: 204 },
  },
  // The alert e-mails (issue 15): each user their own (cliente, id 2), staff anyone's.
  {
    ...at(usersEndpoints.alertEmails, { id: 2 }),
    expect: { anonymous: 401, customer: 200, outsider: 403, staff: 200 },
  },
  {
    ...at(usersEndpoints.setAlertEmails, { id: 2 }),
    payload: { enabled: true },
    expect: { anonymous: 401, customer: 200, outsider: 403, staff: 200 },
  },
  {
    ...at(usersEndpoints.remove, { id: 5 }),
    expect: { anonymous: 401, customer: 403, outsider: 403, staff: 204 },
  },
];
