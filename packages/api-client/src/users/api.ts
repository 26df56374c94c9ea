import type { NewPasswordInput, User } from '../auth/schemas';
import { call } from '../call';
import type { Request } from '../client';
import type { Versioned } from '../record-versions';
import { downloadAppEndpoints, usersEndpoints as endpoints } from './endpoints';
import type { AlertEmails, RegisterUser, UserCreateInput, UserListQuery, UserUpdateInput } from './schemas';

/** The users register under `/register/users` (staff only) and the terms acceptance (spec section 7). */
export function createUsersApi(request: Request) {
  return {
    list: (query: UserListQuery = {}): Promise<RegisterUser[]> =>
      call(request, endpoints.list, { query: { order: query.order ?? 'name,ASC' } }),
    get: (id: number): Promise<RegisterUser> => call(request, endpoints.get, { params: { id } }),
    create: (input: UserCreateInput): Promise<RegisterUser> =>
      call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<UserUpdateInput>): Promise<RegisterUser> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
    /** Sets another user's password (policy applies); that user's sessions end. */
    async changePassword(id: number, input: NewPasswordInput): Promise<void> {
      await call(request, endpoints.changePassword, { params: { id }, body: { password: input.password } });
    },
    /** Whether the user gets the monitoring alerts' e-mails (issue 15). */
    alertEmails: (id: number): Promise<AlertEmails> =>
      call(request, endpoints.alertEmails, { params: { id } }),
    /** Turns the monitoring alerts' e-mails on or off; answers the setting as stored. */
    setAlertEmails: (id: number, input: AlertEmails): Promise<AlertEmails> =>
      call(request, endpoints.setAlertEmails, { params: { id }, body: input }),
    /** Mails the user a link to create their password (accounts created by staff). */
    async sendFirstAccess(id: number): Promise<void> {
      await call(request, endpoints.sendFirstAccess, { params: { id } });
    },
    /** Records that the signed-in user accepted the terms of use; answers the updated user. */
    acceptTerms: (): Promise<User> => call(request, downloadAppEndpoints.acceptTerms),
  };
}
export type UsersApi = ReturnType<typeof createUsersApi>;
