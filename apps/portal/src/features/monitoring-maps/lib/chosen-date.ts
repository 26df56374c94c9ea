import type { MonitoringDates } from '@dossel/api-client';

export const DATE_PARAM = 'date';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The monitoring date the address asks for (`?date=`), or null for none or a malformed one. */
export function dateParam(params: URLSearchParams): string | null {
  const date = params.get(DATE_PARAM);
  return date && ISO_DATE.test(date) ? date : null;
}

/**
 * The date a screen shows: the address's when the customer has it (a link from another customer may not),
 * else the latest. The screen and its prefetch both pick it here, so they ask for the same data.
 */
export function chosenDate(dates: MonitoringDates, wanted: string | null): string | undefined {
  return wanted !== null && dates.some((entry) => entry.date === wanted) ? wanted : dates.at(-1)?.date;
}
