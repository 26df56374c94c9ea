import { authEndpoints } from '@dossel/api-client';

import { at, type AccessCase } from '../../test/access-matrix';

/**
 * Every route of this module, as each kind of caller must see it (routes/access.test.ts walks them in
 * this order, on one app per module). A case that ends sessions (logout) comes last.
 */
export const authAccessCases: AccessCase[] = [
  {
    ...at(authEndpoints.login),
    payload: { email: 'cliente@demo.com.br', password: 'Dossel@2026' },
    expect: { anonymous: 200, customer: 200, outsider: 200, staff: 200 },
  },
  {
    ...at(authEndpoints.me),
    // The portal reads the user to know whether to show the terms.
    expect: { anonymous: 401, customer: 200, outsider: 200, pendingTerms: 200, staff: 200 },
  },
  {
    ...at(authEndpoints.validateToken),
    payload: { token: 'not-a-session-token' },
    expect: { anonymous: 401, customer: 401, outsider: 401, pendingTerms: 401, staff: 401 },
    bodyDecidesAccess: true,
  },
  {
    ...at(authEndpoints.forgotPassword),
    payload: { email: 'ninguem@demo.com.br' },
    expect: { anonymous: 200, customer: 200, outsider: 200, staff: 200 },
  },
  {
    ...at(authEndpoints.verifyResetToken, { token: 'not-a-reset-token' }),
    expect: { anonymous: 400, customer: 400, outsider: 400, staff: 400 },
  },
  {
    ...at(authEndpoints.changePasswordViaEmail, { token: 'not-a-reset-token' }),
    payload: { password: 'Nova@Senha1' },
    expect: { anonymous: 400, customer: 400, outsider: 400, staff: 400 },
  },
  {
    // Serra Azul (1): linked to the customer user and staff, not to the outsider.
    ...at(authEndpoints.switchCustomer),
    payload: { newCustomerId: 1 },
    expect: { anonymous: 401, customer: 200, outsider: 403, staff: 200 },
    bodyDecidesAccess: true,
  },
  {
    // Any signed-in user may hand their own session on (issue 8).
    ...at(authEndpoints.createHandoffCode),
    expect: { anonymous: 401, customer: 200, outsider: 200, staff: 200 },
  },
  {
    // The code alone decides, whoever sends it: an unknown one is refused for every caller.
    ...at(authEndpoints.exchangeHandoffCode),
    payload: { code: 'not-a-handoff-code' },
    expect: { anonymous: 401, customer: 401, outsider: 401, pendingTerms: 401, staff: 401 },
    bodyDecidesAccess: true,
  },
  {
    ...at(authEndpoints.logout),
    // Declining the terms signs out (spec section 2): the gate lets it through.
    expect: { anonymous: 401, customer: 204, outsider: 204, pendingTerms: 204, staff: 204 },
  },
];
