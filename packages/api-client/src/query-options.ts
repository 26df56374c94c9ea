import type { dataTagErrorSymbol, dataTagSymbol, QueryKey } from '@tanstack/query-core';

/**
 * A query key tagged with its data, as query-core's `DataTag<TKey, TData, Error>` is once resolved.
 * Spelled out rather than named through `DataTag` (a conditional type): the factories' declarations
 * in the published `.d.ts` then keep this name and its import, where `DataTag`'s resolved form named
 * query-core's symbols without importing them, and a host's type check failed on them.
 */
export type TaggedQueryKey<TKey extends QueryKey, TData> = TKey & {
  [dataTagSymbol]: TData;
  [dataTagErrorSymbol]: Error;
};

/**
 * TanStack's `queryOptions()` for a package without React: `@tanstack/react-query` exports it, but
 * `@tanstack/query-core` (the only TanStack this package may name, and only its types) does not. It
 * returns the options unchanged and tags the key with the data, as TanStack's does, so
 * `queryClient.getQueryData(factory(...).queryKey)` and `setQueryData` know the type (decision 022).
 */
export function queryOptions<TData, TKey extends QueryKey, TOptions extends object>(
  options: TOptions & { queryKey: TKey; queryFn: () => Promise<TData> },
): TOptions & { queryKey: TaggedQueryKey<TKey, TData>; queryFn: () => Promise<TData> } {
  return options as TOptions & { queryKey: TaggedQueryKey<TKey, TData>; queryFn: () => Promise<TData> };
}
