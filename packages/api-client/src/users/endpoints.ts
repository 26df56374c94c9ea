// The users register under `/register/users` (staff; each user their own password and alert e-mails) and
// the terms' acceptance under `/register/download-app`, declared once.
import { newPasswordInputSchema, userSchema } from '../auth/schemas';
import { defineEndpoints } from '../endpoint';
import { idParamsSchema } from '../ids';
import {
  alertEmailsSchema,
  firstAccessResponseSchema,
  registerUserListSchema,
  registerUserSchema,
  userCreateInputSchema,
  userListQuerySchema,
  userVersionedUpdateSchema,
} from './schemas';

const params = idParamsSchema;

export const usersEndpoints = defineEndpoints('users', {
  list: {
    method: 'GET',
    path: '/register/users',
    query: userListQuerySchema,
    response: registerUserListSchema,
    access: 'staff',
  },
  get: { method: 'GET', path: '/register/users/{id}', params, response: registerUserSchema, access: 'staff' },
  create: {
    method: 'POST',
    path: '/register/users',
    body: userCreateInputSchema,
    response: registerUserSchema,
    status: 201,
    access: 'staff',
  },
  update: {
    method: 'PUT',
    path: '/register/users/{id}',
    params,
    body: userVersionedUpdateSchema,
    response: registerUserSchema,
    access: 'staff',
  },
  remove: { method: 'DELETE', path: '/register/users/{id}', params, status: 204, access: 'staff' },
  /** Staff set anyone's password; every user may set their own (the change-password page). */
  changePassword: {
    method: 'PUT',
    path: '/register/users/changePassword/{id}',
    params,
    body: newPasswordInputSchema,
    status: 204,
    access: 'self',
  },
  /** Whether the user gets the monitoring alerts' e-mails (issue 15): each user their own, staff anyone's. */
  alertEmails: {
    method: 'GET',
    path: '/register/users/{id}/alertEmails',
    params,
    response: alertEmailsSchema,
    access: 'self',
  },
  setAlertEmails: {
    method: 'PUT',
    path: '/register/users/{id}/alertEmails',
    params,
    body: alertEmailsSchema,
    response: alertEmailsSchema,
    access: 'self',
  },
  sendFirstAccess: {
    method: 'POST',
    path: '/register/users/{id}/sendFirstAccess',
    params,
    response: firstAccessResponseSchema,
    access: 'staff',
  },
});

export const downloadAppEndpoints = defineEndpoints('download-app', {
  /** Spec section 2: Accept on the terms modal records the signature; answers the updated user. */
  acceptTerms: {
    method: 'PUT',
    path: '/register/download-app/changeSignature',
    response: userSchema,
    access: 'userBeforeTerms',
  },
});
