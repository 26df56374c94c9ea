import { useSearchParams } from 'react-router';

import { lastClosedQuarter, type CalendarQuarter } from '../../home/quarters';
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

function readId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * What the screen shows, kept in the address so a link opens it again: the tab, the farm (gloc1), the
 * plot whose history is open, and the report's year and quarter (by default the last closed one).
 */
export function useProductivityParams(today: Date) {
  const [params, setParams] = useSearchParams();
  const lastClosed = lastClosedQuarter(today);

  const update = (changes: Record<string, string | null>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace },
    );

  return {
    tab: readTab(params.get('tab')),
    farm: params.get('farm') || null,
    plotId: readId(params.get('plot')),
    period: readPeriod(params.get('year'), params.get('quarter'), lastClosed),
    lastClosed,
    // A tab is a place the user may come back to: a history entry. Filters replace the current one.
    setTab: (tab: ProductivityTab) => update({ tab }, false),
    // The open plot may not be on the new farm: a new farm starts from the list.
    setFarm: (farm: string | null) => update({ farm, plot: null }, true),
    setPlot: (plotId: number | null) => update({ plot: plotId === null ? null : String(plotId) }, true),
    setPeriod: ({ year, quarter }: CalendarQuarter) =>
      update({ year: String(year), quarter: String(quarter) }, true),
  };
}
export type ProductivityParams = ReturnType<typeof useProductivityParams>;
