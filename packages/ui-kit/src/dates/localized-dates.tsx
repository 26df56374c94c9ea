import type { Language } from '@dossel/api-client';
import { DatesProvider, type DayOfWeek } from '@mantine/dates';
// The two locales besides dayjs's own English, about 1 kB each compressed: with the date fields' code
// rather than a request of their own when the first date shows (a round trip on a slow link).
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { createContext, use, type ReactNode } from 'react';

import type { Translate } from '../data-table';
import { dateFieldTexts, type DateFieldTexts } from './date-settings';

/** Each language's dayjs locale: its month and weekday names. */
const DAYJS_LOCALE: Record<Language, string> = { 'pt-BR': 'pt-br', 'en-US': 'en', es: 'es' };

/** Where the week starts on each language's calendars. */
const FIRST_DAY_OF_WEEK: Record<Language, DayOfWeek> = { 'pt-BR': 0, 'en-US': 0, es: 1 };

const DateFieldTextsContext = createContext<DateFieldTexts | null>(null);

export interface LocalizedDatesProps {
  /** The app's language (not the browser's). */
  language: Language;
  /** Translates the `dateField.*` keys (the calendar's and clear button's names). */
  t: Translate;
  children: ReactNode;
}

/**
 * The date fields below in the user's language: the calendars' month and weekday names and first day
 * of the week, the typed format (dd/mm/yyyy, mm/dd/yyyy in en-US) and the screen-reader names. The
 * host (the portal's signed-in shell, a widget) renders it once around its date fields.
 */
export function LocalizedDates({ language, t, children }: LocalizedDatesProps) {
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: FIRST_DAY_OF_WEEK[language] }}>
      <DateFieldTextsContext value={dateFieldTexts(language, t)}>{children}</DateFieldTextsContext>
    </DatesProvider>
  );
}

/** The texts of the date fields' language, from the nearest LocalizedDates. */
export function useDateFieldTexts(): DateFieldTexts {
  const texts = use(DateFieldTextsContext);
  if (!texts) throw new Error('A date field needs a LocalizedDates around it.');
  return texts;
}
