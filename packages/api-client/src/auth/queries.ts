import type { AuthApi } from './api';

/** Query keys and options of the auth resource: resource → operation → params. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export function meQueryOptions(api: { auth: AuthApi }) {
  return { queryKey: authKeys.me(), queryFn: () => api.auth.me() };
}
