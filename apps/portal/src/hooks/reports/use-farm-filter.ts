import type { CsvAbout } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useSearchParamsUpdate } from '../use-search-param';

/** Anything placed on a farm: the first level (gloc1) of the customer's hierarchy. */
interface OnFarm {
  gloc1: string | null;
}

/** The farms of some rows, each once, in alphabetical order. */
export function farmsOf(rows: readonly OnFarm[]): string[] {
  const farms = new Set(rows.flatMap((row) => (row.gloc1 ? [row.gloc1] : [])));
  return [...farms].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/**
 * The farm a report screen is filtered by, kept in the address (`?farm=`), among the farms of `rows`.
 * A farm the rows do not have (another customer's, left in the address by a switch) means all farms.
 * `resets` names the address's values that a new farm clears (e.g. a plot it may not hold).
 */
export function useFarmFilter(
  rows: readonly OnFarm[] | undefined,
  { resets = [] as readonly string[] } = {},
) {
  const { t } = useTranslation();
  const [params, update] = useSearchParamsUpdate();
  const farms = useMemo(() => farmsOf(rows ?? []), [rows]);
  const param = params.get('farm');
  const farm = param !== null && farms.includes(param) ? param : null;
  const setFarm = (value: string | null) =>
    update({ farm: value, ...Object.fromEntries(resets.map((name) => [name, null])) });
  const onFarm = <Row extends OnFarm>(all: readonly Row[]): Row[] =>
    farm === null ? [...all] : all.filter((row) => row.gloc1 === farm);
  /** The filter as a CSV file names it. */
  const csvFilter: CsvAbout[number] = [t('reports.filters.farm'), farm ?? t('reports.filters.allFarms')];
  return { farms, farm, setFarm, onFarm, csvFilter };
}
