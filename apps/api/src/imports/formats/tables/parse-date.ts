import type { ParsedValue } from './parsed-value';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** Brazilian order, day first; '-' and '.' separators as some exports write them; an optional time. */
const DAY_FIRST_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?: \d{1,2}:\d{2}(?::\d{2})?)?$/;

const NOT_A_DATE = { ok: false, code: 'value.notADate' } as const;

/** Excel's serial 60 is 29 February 1900, a day that never was (Lotus 1-2-3's leap-year bug, kept). */
const EXCEL_PHANTOM_LEAP_DAY = 60;
/** Serial 2958465 is 31 December 9999, Excel's last date. */
const EXCEL_LAST_SERIAL = 2_958_465;
const DAY_MS = 86_400_000;

/**
 * Reads a date as 'YYYY-MM-DD': '2026-11-10' (a time after it, as XLSX date-times are read, is dropped),
 * '10/11/2026' (day first, as in Brazil) or an Excel date serial from a numeric cell (46336 is
 * 2026-11-10). Impossible days such as 31/02/2026 are refused.
 */
export function parseDate(value: string | number): ParsedValue<string> {
  if (typeof value === 'number') return excelSerialDate(value);
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST_DATE.exec(text);
  if (dayFirst) return calendarDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return NOT_A_DATE;
}

function excelSerialDate(serial: number): ParsedValue<string> {
  const day = Math.floor(serial);
  if (!Number.isFinite(serial) || day < 1 || day > EXCEL_LAST_SERIAL || day === EXCEL_PHANTOM_LEAP_DAY) {
    return NOT_A_DATE;
  }
  // Day 1 is 1900-01-01; after the phantom leap day every serial is one ahead of the real calendar.
  const daysAfter1899_12_31 = day < EXCEL_PHANTOM_LEAP_DAY ? day : day - 1;
  const date = new Date(Date.UTC(1899, 11, 31) + daysAfter1899_12_31 * DAY_MS);
  return { ok: true, value: date.toISOString().slice(0, 10) };
}

function calendarDate(year: number, month: number, day: number): ParsedValue<string> {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1000) return NOT_A_DATE;
  return { ok: true, value: date.toISOString().slice(0, 10) };
}
