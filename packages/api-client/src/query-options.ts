import type { DataTag, QueryKey } from '@tanstack/query-core';

/**
 * TanStack's `queryOptions()` for a package without React: `@tanstack/react-query` exports it, but
 * `@tanstack/query-core` (the only TanStack this package may name, and only its types) does not. It
 * returns the options unchanged and tags the key with the data, as TanStack's does, so
 * `queryClient.getQueryData(factory(...).queryKey)` and `setQueryData` know the type (decision 022).
 */
export function queryOptions<TData, TKey extends QueryKey, TOptions extends object>(
  options: TOptions & { queryKey: TKey; queryFn: () => Promise<TData> },
): TOptions & { queryKey: DataTag<TKey, TData, Error>; queryFn: () => Promise<TData> } {
  return options as TOptions & { queryKey: DataTag<TKey, TData, Error>; queryFn: () => Promise<TData> };
}
