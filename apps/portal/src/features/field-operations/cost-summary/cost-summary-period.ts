import { isoToday } from '../../../lib/dates';

/** An inclusive range of ISO dates ('2026-01-01' to '2026-11-26'). */
export interface Period {
  from: string;
  to: string;
}

/** How many months, the current one included, the summary covers until the user picks a period. */
const DEFAULT_MONTHS = 12;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: 2024-02-31 is refused as the API refuses it, not read as 2 March. */
function isIsoDate(value: string | null): value is string {
  if (value === null || !ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The last twelve months to today, whole months: from the 1st of the month eleven months ago. */
export function defaultPeriod(now = new Date()): Period {
  const start = new Date(now.getFullYear(), now.getMonth() - (DEFAULT_MONTHS - 1), 1);
  return { from: isoToday(start), to: isoToday(now) };
}

/**
 * The period in the address (`?from=&to=`); an end that is missing or not a date falls back to the
 * default period's, so a hand-edited link still shows something sensible.
 */
export function readPeriod(from: string | null, to: string | null, now = new Date()): Period {
  const fallback = defaultPeriod(now);
  return { from: isIsoDate(from) ? from : fallback.from, to: isIsoDate(to) ? to : fallback.to };
}
