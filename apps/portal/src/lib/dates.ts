import type { Language } from '@dossel/api-client';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on the user's calendar, as an ISO date: the day the screen's periods count from. */
export function isoToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar month's short name in the language: 'jan.' (pt-BR), 'Jan' (en-US), 'ene' (es). */
export function monthName(calendarMonth: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: 'short' }).format(new Date(2000, calendarMonth - 1, 1));
}

/** An ISO month ('2025-03') as the language writes month and year: 'mar. de 2025', 'Mar 2025'. */
export function formatMonth(isoMonth: string, language: Language): string {
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
}
