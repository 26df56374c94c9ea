import { useMemo } from 'react';

import { useSearchParam } from './use-search-param';

/** Anything placed on a farm: the first level (gloc1) of the customer's hierarchy. */
interface OnFarm {
  gloc1: string | null;
}

/** The farms of some rows, each once, in alphabetical order. */
function farmsOf(rows: readonly OnFarm[]): string[] {
  const farms = new Set(rows.flatMap((row) => (row.gloc1 ? [row.gloc1] : [])));
  return [...farms].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/**
 * The farm a report screen is filtered by, kept in the address (`?farm=`), among the farms of `rows`.
 * A farm the rows do not have (another customer's, left in the address by a switch) means all farms.
 */
export function useFarmFilter(rows: readonly OnFarm[] | undefined) {
  const [param, setFarm] = useSearchParam('farm');
  const farms = useMemo(() => farmsOf(rows ?? []), [rows]);
  const farm = param !== null && farms.includes(param) ? param : null;
  const onFarm = <Row extends OnFarm>(all: readonly Row[]): Row[] =>
    farm === null ? [...all] : all.filter((row) => row.gloc1 === farm);
  return { farms, farm, setFarm, onFarm };
}
