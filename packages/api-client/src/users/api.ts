import { userSchema, type NewPasswordInput, type User } from '../auth/schemas';
import type { Request } from '../client';
import type { Versioned } from '../record-versions';
import {
  alertEmailsSchema,
  registerUserListSchema,
  registerUserSchema,
  type AlertEmails,
  type RegisterUser,
  type UserCreateInput,
  type UserListQuery,
  type UserUpdateInput,
} from './schemas';

/** The users register under `/register/users` (staff only) and the terms acceptance (spec section 7). */
export function createUsersApi(request: Request) {
  return {
    async list(query: UserListQuery = {}): Promise<RegisterUser[]> {
      const body = await request<unknown>('/register/users', { query: { order: query.order ?? 'name,ASC' } });
      return registerUserListSchema.parse(body);
    },
    async get(id: number): Promise<RegisterUser> {
      return registerUserSchema.parse(await request<unknown>(`/register/users/${id}`));
    },
    async create(input: UserCreateInput): Promise<RegisterUser> {
      const body = await request<unknown>('/register/users', { method: 'POST', body: input });
      return registerUserSchema.parse(body);
    },
    async update(id: number, input: Versioned<UserUpdateInput>): Promise<RegisterUser> {
      const body = await request<unknown>(`/register/users/${id}`, { method: 'PUT', body: input });
      return registerUserSchema.parse(body);
    },
    async remove(id: number): Promise<void> {
      await request<unknown>(`/register/users/${id}`, { method: 'DELETE' });
    },
    /** Sets another user's password (policy applies); that user's sessions end. */
    async changePassword(id: number, input: NewPasswordInput): Promise<void> {
      await request<unknown>(`/register/users/changePassword/${id}`, {
        method: 'PUT',
        body: { password: input.password },
      });
    },
    /** Whether the user gets the monitoring alerts' e-mails (issue 15). */
    async alertEmails(id: number): Promise<AlertEmails> {
      return alertEmailsSchema.parse(await request<unknown>(`/register/users/${id}/alertEmails`));
    },
    /** Turns the monitoring alerts' e-mails on or off; answers the setting as stored. */
    async setAlertEmails(id: number, input: AlertEmails): Promise<AlertEmails> {
      const body = await request<unknown>(`/register/users/${id}/alertEmails`, {
        method: 'PUT',
        body: input,
      });
      return alertEmailsSchema.parse(body);
    },
    /** Mails the user a link to create their password (accounts created by staff). */
    async sendFirstAccess(id: number): Promise<void> {
      await request<unknown>(`/register/users/${id}/sendFirstAccess`, { method: 'POST' });
    },
    /** Records that the signed-in user accepted the terms of use; answers the updated user. */
    async acceptTerms(): Promise<User> {
      const body = await request<unknown>('/register/download-app/changeSignature', { method: 'PUT' });
      return userSchema.parse(body);
    },
  };
}
export type UsersApi = ReturnType<typeof createUsersApi>;
