import { lastClosedQuarter, type CalendarQuarter } from '../../../lib/quarters';
import { readIdParam, useSearchParamsUpdate } from '../../../hooks/use-search-param';
import { readPeriod } from '../lib/report-periods';

/** The tabs of the screen, in order; `?tab=` opens one (spec section 2: `productivityVision`). */
export const PRODUCTIVITY_TABS = [
  'productivityVision',
  'plotMetrics',
  'woodStock',
  'genetics',
  'quarterlyReport',
] as const;
export type ProductivityTab = (typeof PRODUCTIVITY_TABS)[number];

function readTab(value: string | null): ProductivityTab {
  return PRODUCTIVITY_TABS.find((tab) => tab === value) ?? PRODUCTIVITY_TABS[0];
}

/** The tabs built on the quarterly report; the others are built on the plots and their measurements. */
export function isQuarterlyTab(tab: ProductivityTab): tab is 'woodStock' | 'quarterlyReport' {
  return tab === 'woodStock' || tab === 'quarterlyReport';
}

/**
 * What an address opens: the tab, the plot and the period. The screen and its route's prefetch both read
 * it here, so the prefetch asks for the period the screen shows.
 */
export function readProductivityAddress(params: URLSearchParams, lastClosed: CalendarQuarter) {
  return {
    tab: readTab(params.get('tab')),
    plotId: readIdParam(params.get('plot')),
    period: readPeriod(params.get('year'), params.get('quarter'), lastClosed),
  };
}

/**
 * What the screen shows, kept in the address so a link opens it again: the tab, the farm (gloc1), the
 * plot whose history is open, and the report's year and quarter (by default the last closed one).
 */
export function useProductivityParams(today: Date) {
  const [params, update] = useSearchParamsUpdate();
  const lastClosed = lastClosedQuarter(today);

  return {
    ...readProductivityAddress(params, lastClosed),
    lastClosed,
    // A tab is a place the user may come back to: a history entry. Filters replace the current one.
    setTab: (tab: ProductivityTab) => update({ tab }, { replace: false }),
    setPlot: (plotId: number | null) => update({ plot: plotId === null ? null : String(plotId) }),
    setPeriod: ({ year, quarter }: CalendarQuarter) =>
      update({ year: String(year), quarter: String(quarter) }),
  };
}
export type ProductivityParams = ReturnType<typeof useProductivityParams>;
