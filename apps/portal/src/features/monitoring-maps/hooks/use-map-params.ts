import { useMemo } from 'react';

import { readIdParam, useSearchParamsUpdate } from '../../../hooks/use-search-param';
import { DATE_PARAM, dateParam } from '../lib/chosen-date';
import { GLOC_LEVELS, type GlocFilters, type GlocLevel } from '../lib/gloc-filters';

const PLOT_PARAM = 'plot';

/**
 * What the screen shows, kept in the address so that a reload or a shared link opens the same view: the
 * monitoring date (`?date=`, the latest when absent), the location filters (`?gloc1=`…) and the plot
 * selected on the map and in the table (`?plot=`).
 */
export function useMapParams() {
  const [params, update] = useSearchParamsUpdate();

  const date = dateParam(params);
  // One object while the filters stay the same (a plot selected is a new address, not new filters), so the
  // map is not handed new plots and grids, and does not redraw them, on every selection.
  const filterKey = JSON.stringify(GLOC_LEVELS.map((level) => params.get(level) ?? ''));
  const filters = useMemo((): GlocFilters => {
    const values = JSON.parse(filterKey) as string[];
    return Object.fromEntries(
      GLOC_LEVELS.flatMap((level, index) => (values[index] ? [[level, values[index]]] : [])),
    );
  }, [filterKey]);

  return {
    date,
    filters,
    plotId: readIdParam(params.get(PLOT_PARAM)),
    setDate: (value: string) => update({ [DATE_PARAM]: value }),
    // A new filter may hide the selected plot: the selection goes with the old view.
    setFilter: (level: GlocLevel, value: string | null) => update({ [level]: value, [PLOT_PARAM]: null }),
    selectPlot: (id: number | null) => update({ [PLOT_PARAM]: id === null ? null : String(id) }),
  };
}
export type MapParams = ReturnType<typeof useMapParams>;
