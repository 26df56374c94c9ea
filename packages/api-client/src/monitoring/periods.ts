/**
 * Calendar periods of the report screens (spec section 9). Dates are ISO calendar dates
 * (`2026-11-26`) and months ISO months (`2026-11`), read as written: no time zone ever shifts a day.
 */

/** A closed range of calendar days, both ISO dates. */
export interface DateRange {
  from: string;
  to: string;
}

interface CalendarDay {
  year: number;
  /** 1 (January) to 12 (December). */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Reads an ISO calendar date; anything else (`2026-02-30`, a timestamp) is a RangeError. */
export function parseIsoDate(date: string): CalendarDay {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`not an ISO calendar date: ${date}`);
  }
  return { year, month, day };
}

function isoDate({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The month `offset` months after (or, negative, before) a year and month, as year and month. */
function shiftMonth(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/**
 * The same day `months` calendar months later (earlier when negative). A day the target month lacks
 * falls on its last day: one month after 2026-01-31 is 2026-02-28.
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseIsoDate(date);
  const target = shiftMonth(year, month, months);
  return isoDate({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

/**
 * The ISO months (`2026-11`) of the month of `date` and the `count - 1` months before it, oldest
 * first: `monthsUpTo('2026-02-10', 3)` is 2025-12, 2026-01 and 2026-02.
 */
export function monthsUpTo(date: string, count: number): string[] {
  const { year, month } = parseIsoDate(date);
  return Array.from({ length: count }, (_, index) => {
    const shifted = shiftMonth(year, month, index - count + 1);
    return `${pad(shifted.year, 4)}-${pad(shifted.month)}`;
  });
}

/** How many months a quarter spans: the month of the date and the two before it. */
export const QUARTER_MONTHS = 3;

/**
 * Spec section 9: "The quarter of a date means that month plus the two before it." Answers its first
 * and last calendar day: for 2026-11-26, 2026-09-01 to 2026-11-30; for 2026-01-15, 2025-11-01 to
 * 2026-01-31.
 */
export function quarterOf(date: string): DateRange {
  const { year, month } = parseIsoDate(date);
  const first = shiftMonth(year, month, 1 - QUARTER_MONTHS);
  return {
    from: isoDate({ ...first, day: 1 }),
    to: isoDate({ year, month, day: daysInMonth(year, month) }),
  };
}
