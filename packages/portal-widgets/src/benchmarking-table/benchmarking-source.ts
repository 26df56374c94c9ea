import {
  benchmarkingFilterOptions,
  benchmarkingListOptions,
  createRegistersApi,
  customerSelectOptions,
  type Benchmarking,
  type CoreClient,
  type CustomerOption,
} from '@dossel/api-client';
import { useEffect, useMemo, useRef, useState } from 'react';

/** What the table shows: every customer's history, or one customer's, narrowed to a date. */
export interface BenchmarkingFilter {
  /** The chosen customer's id; null (or -1) for every customer. */
  customerId: number | null;
  /** `YYYY-MM-DD` (a year or a month work too) the chosen customer's entries are narrowed to; '' for any. */
  data: string;
}

export const NO_FILTER: BenchmarkingFilter = { customerId: null, data: '' };

type HistoryApi = Parameters<typeof benchmarkingListOptions>[0];

/**
 * The query that answers `filter`: `GET /register/benchmarking/filtros?customer_id&data` once a customer
 * is chosen (spec section 7: not null and not -1), the whole list otherwise. Hosts with TanStack Query
 * pass it to `useQuery`; the table runs the same one itself when it is given a client.
 */
export function benchmarkingRowsOptions(api: HistoryApi, filter: BenchmarkingFilter) {
  const filtered = benchmarkingFilterOptions(api, filter.customerId, filter.data);
  const options: { queryKey: readonly unknown[]; queryFn: () => Promise<Benchmarking[]> } = filtered.enabled
    ? filtered
    : benchmarkingListOptions(api);
  return options;
}

/** A value loaded for `key`; a new key loads again, and so does `reload()` (after a delete). */
function useLoaded<Value>(key: string | null, load: () => Promise<Value>) {
  const [settled, setSettled] = useState<{ key: string; value?: Value; error?: unknown }>();
  const [round, setRound] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  // A widget has no query library of its own (hosts bring theirs): it loads in an effect, dropping the
  // answer of a request that a newer key has replaced.
  useEffect(() => {
    if (key === null) return;
    let current = true;
    latestLoad.current().then(
      (value) => current && setSettled({ key, value }),
      (error: unknown) => current && setSettled({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const mine = settled?.key === key ? settled : undefined;
  return { value: mine?.value, error: mine?.error, reload: () => setRound((count) => count + 1) };
}

/**
 * The history and the customers of the filter, loaded through `client` when the host gives one
 * (undefined while loading); with no client, nothing is loaded and the host's props are shown.
 */
export function useBenchmarkingSource(client: CoreClient | undefined, filter: BenchmarkingFilter) {
  const api = useMemo(() => client && { registers: createRegistersApi(client.request) }, [client]);
  const rowsOptions = api && benchmarkingRowsOptions(api, filter);
  const rows = useLoaded(rowsOptions ? JSON.stringify(rowsOptions.queryKey) : null, () =>
    rowsOptions ? rowsOptions.queryFn() : Promise.resolve([]),
  );
  const customersOptions = api && customerSelectOptions(api);
  const customers = useLoaded<CustomerOption[]>(
    customersOptions ? JSON.stringify(customersOptions.queryKey) : null,
    () => (customersOptions ? customersOptions.queryFn() : Promise.resolve([])),
  );
  return { rows, customers };
}
