import type { AuthApi } from './api';
import { queryOptions } from '../query-options';

/** Query keys and options of the auth resource: resource → operation → params. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  resetToken: (token: string) => [...authKeys.all, 'resetToken', token] as const,
};

export function meQueryOptions(api: { auth: AuthApi }) {
  return queryOptions({ queryKey: authKeys.me(), queryFn: () => api.auth.me() });
}

/** The reset-link check of the reset page; a used or lapsed link does not become valid on a retry. */
export function verifyResetTokenQueryOptions(api: { auth: AuthApi }, token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => api.auth.verifyResetToken(token),
    retry: false,
  });
}
