import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dossel/api-client';
import type { CalendarAriaLabels, DateInputProps } from '@mantine/dates';

import type { Translate } from '../data-table';

/** How each language writes a short date, as dayjs formats (spec section 9: dd/mm/yyyy in pt-BR). */
export const DATE_FORMAT: Record<Language, string> = {
  'pt-BR': 'DD/MM/YYYY',
  'en-US': 'MM/DD/YYYY',
  es: 'DD/MM/YYYY',
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A typed date as `YYYY-MM-DD`, or null while it is not a whole, real day: the language's short form
 * (day first, or month first in en-US) or an ISO date, as one pastes it. Half-typed text stays null,
 * so the field keeps its last whole day.
 */
export function parseTypedDate(text: string, language: Language): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    const [first, second] = [Number(local[1]), Number(local[2])];
    [month, day] = language === 'en-US' ? [first, second] : [second, first];
    year = Number(local[3]);
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The app's language (not the browser's), as the date fields write and read dates. */
export function dateLanguage(resolved: string | undefined): Language {
  return LANGUAGES.find((language) => language === resolved) ?? DEFAULT_LANGUAGE;
}

/**
 * What every date field shares: the language's format and parser, and the calendar's and clear
 * button's names for screen readers, in the user's language.
 */
export function dateFieldTexts(language: Language, t: Translate) {
  // The title's own words ('novembro 2026') name the control that climbs to months and years.
  const ariaLabels: CalendarAriaLabels = {
    previousMonth: t('dateField.previousMonth'),
    nextMonth: t('dateField.nextMonth'),
    previousYear: t('dateField.previousYear'),
    nextYear: t('dateField.nextYear'),
    previousDecade: t('dateField.previousDecade'),
    nextDecade: t('dateField.nextDecade'),
  };
  return {
    language,
    valueFormat: DATE_FORMAT[language],
    dateParser: ((text: string) => parseTypedDate(text, language)) satisfies DateInputProps['dateParser'],
    ariaLabels,
    clearButtonProps: { 'aria-label': t('dateField.clear') },
  };
}

export type DateFieldTexts = ReturnType<typeof dateFieldTexts>;
