import type { Language } from '@dossel/api-client';

/**
 * Dates, money and numbers as each language writes them (spec section 9: pt-BR dates dd/mm/yyyy, money in
 * R$, values rounded to 2 decimals). Screens format through here, never with their own patterns.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Making an Intl formatter costs far more than formatting with it, and lists format a value or two per
 * row: one formatter per language and kind, kept for the page's life.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatter<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => Format,
): Format {
  const kept = formatters.get(key) as Format | undefined;
  if (kept) return kept;
  const made = make();
  formatters.set(key, made);
  return made;
}

/** A calendar date ('2026-11-26') is that day wherever the user is; a date-time is read as it says. */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  if (DATE_ONLY.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day);
  }
  return new Date(value);
}

/** The language's short date: 26/11/2026 (pt-BR, es), 11/26/2026 (en-US). */
export function formatDate(value: Date | string, language: Language): string {
  return formatter(
    `date ${language}`,
    () => new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }),
  ).format(toDate(value));
}

/** Short date and time as the language writes it: 26/11/2026, 14:05 (pt-BR). */
export function formatDateTime(value: Date | string, language: Language): string {
  return formatter(
    `date-time ${language}`,
    () =>
      new Intl.DateTimeFormat(language, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  ).format(toDate(value));
}

/** Reais in every language, written R$ (Spanish would say BRL otherwise), with the language's separators. */
export function formatMoney(value: number, language: Language): string {
  return formatter(
    `money ${language}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'BRL',
        currencyDisplay: 'narrowSymbol',
      }),
  ).format(value);
}

/** A number with the language's separators, at most `maximumFractionDigits` decimals (2 by default). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  return formatter(
    `number ${language} ${maximumFractionDigits}`,
    () => new Intl.NumberFormat(language, { maximumFractionDigits }),
  ).format(value);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file's size as the language writes it: 512 bytes, 1,5 kB, 12 MB (powers of 1024, one decimal). */
export function formatSize(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatter(
    `size ${language} ${unit}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'unit',
        unit: UNITS[unit],
        unitDisplay: 'short',
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }),
  ).format(value);
}
