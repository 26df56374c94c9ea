import type { Quarter } from '@dossel/portal-widgets';

export interface CalendarQuarter {
  year: number;
  quarter: Quarter;
}

/** The last calendar quarter that has ended by `today` (on 26/11/2026, July to September 2026). */
export function lastClosedQuarter(today: Date): CalendarQuarter {
  const current = Math.floor(today.getMonth() / 3) + 1;
  return current === 1
    ? { year: today.getFullYear() - 1, quarter: 4 }
    : { year: today.getFullYear(), quarter: (current - 1) as Quarter };
}
