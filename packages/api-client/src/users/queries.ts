import type { UsersApi } from './api';
import type { UserListQuery } from './schemas';
import { queryOptions } from '../query-options';

/** Query keys of the users register: resource → operation → params. Mutations invalidate `usersKeys.all`. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: UserListQuery = {}) => [...usersKeys.lists(), { order: query.order ?? 'name,ASC' }] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (id: number) => [...usersKeys.details(), id] as const,
  alertEmails: (id: number) => [...usersKeys.all, 'alertEmails', id] as const,
};

export function usersListOptions(api: { users: UsersApi }, query: UserListQuery = {}) {
  return queryOptions({ queryKey: usersKeys.list(query), queryFn: () => api.users.list(query) });
}

export function userDetailOptions(api: { users: UsersApi }, id: number) {
  return queryOptions({ queryKey: usersKeys.detail(id), queryFn: () => api.users.get(id) });
}

/** Whether the user gets the monitoring alerts' e-mails. */
export function alertEmailsOptions(api: { users: UsersApi }, id: number) {
  return queryOptions({ queryKey: usersKeys.alertEmails(id), queryFn: () => api.users.alertEmails(id) });
}
