// The calls under `/auth` (spec section 7), declared once. Their schemas load with the first call, not
// with the sign-in page (decision 008): this module must not import `./schemas`' values.
import { defineEndpoints, lazySchema } from '../endpoint';

const schemas = () => import('./schemas');

export const authEndpoints = defineEndpoints('auth', {
  login: {
    method: 'POST',
    path: '/auth/login',
    body: lazySchema(schemas, 'loginInputSchema'),
    response: lazySchema(schemas, 'loginResponseSchema'),
    access: 'anyone',
  },
  /** A one-time code that hands the current session to the portal (issue 8). */
  createHandoffCode: {
    method: 'POST',
    path: '/auth/handoff',
    response: lazySchema(schemas, 'handoffCodeResponseSchema'),
    access: 'user',
  },
  exchangeHandoffCode: {
    method: 'POST',
    path: '/auth/handoff/exchange',
    body: lazySchema(schemas, 'handoffExchangeInputSchema'),
    response: lazySchema(schemas, 'loginResponseSchema'),
    access: 'anyone',
  },
  /** The portal reads the user to know whether to show the terms (spec section 2). */
  me: {
    method: 'GET',
    path: '/auth/me',
    response: lazySchema(schemas, 'userSchema'),
    access: 'userBeforeTerms',
  },
  validateToken: {
    method: 'POST',
    path: '/auth/validateToken',
    body: lazySchema(schemas, 'validateTokenInputSchema'),
    response: lazySchema(schemas, 'validateTokenResponseSchema'),
    access: 'anyone',
  },
  /** A lapsed session may still be ended; declining the terms signs out. */
  logout: { method: 'POST', path: '/auth/logout', status: 204, access: 'token' },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgotPassword',
    body: lazySchema(schemas, 'forgotPasswordInputSchema'),
    response: lazySchema(schemas, 'forgotPasswordResponseSchema'),
    access: 'anyone',
  },
  verifyResetToken: {
    method: 'GET',
    path: '/auth/verifyResetToken/{token}',
    params: lazySchema(schemas, 'resetTokenParamsSchema'),
    response: lazySchema(schemas, 'verifyResetTokenResponseSchema'),
    access: 'anyone',
  },
  changePasswordViaEmail: {
    method: 'PUT',
    path: '/auth/changePasswordViaEmail/{token}',
    params: lazySchema(schemas, 'resetTokenParamsSchema'),
    body: lazySchema(schemas, 'newPasswordInputSchema'),
    status: 204,
    access: 'anyone',
  },
  switchCustomer: {
    method: 'POST',
    path: '/auth/switchCustomer',
    body: lazySchema(schemas, 'switchCustomerInputSchema'),
    response: lazySchema(schemas, 'userSchema'),
    access: 'user',
  },
});
