import type { Quarter } from '@dossel/portal-widgets';

import type { CalendarQuarter } from '../../../lib/quarters';

/** How many years of quarterly reports the screen offers, the last closed quarter's year included. */
export const REPORT_YEARS = 5;

const QUARTERS: readonly Quarter[] = [1, 2, 3, 4];

/** The years to choose from, newest first. */
export function reportYears(lastClosed: CalendarQuarter): number[] {
  return Array.from({ length: REPORT_YEARS }, (_, index) => lastClosed.year - index);
}

/** The quarters of a year that have closed: all four, or up to the last closed one in its year. */
export function closedQuarters(year: number, lastClosed: CalendarQuarter): Quarter[] {
  return year < lastClosed.year ? [...QUARTERS] : QUARTERS.filter((quarter) => quarter <= lastClosed.quarter);
}

/**
 * The period a link asks for (`?year=2026&quarter=3`, as the home popup writes it) when it is one of
 * the closed quarters offered; otherwise the last closed quarter.
 */
export function readPeriod(
  year: string | null,
  quarter: string | null,
  lastClosed: CalendarQuarter,
): CalendarQuarter {
  const asked = { year: Number(year), quarter: Number(quarter) };
  const offered =
    reportYears(lastClosed).includes(asked.year) &&
    (closedQuarters(asked.year, lastClosed) as number[]).includes(asked.quarter);
  return offered ? { year: asked.year, quarter: asked.quarter as Quarter } : lastClosed;
}

/** A period after its year changed: the same quarter when that one has closed in the new year. */
export function periodInYear(
  period: CalendarQuarter,
  year: number,
  lastClosed: CalendarQuarter,
): CalendarQuarter {
  const quarters = closedQuarters(year, lastClosed);
  return { year, quarter: quarters.includes(period.quarter) ? period.quarter : (quarters.at(-1) ?? 1) };
}
