// The date fields' entry (`@dossel/ui-kit/dates`), apart from the main one so that a page without
// dates (the sign-in page) carries neither @mantine/dates nor dayjs.
export { DateFilter, type DateFilterProps } from './date-filter';
export { dateLanguage, type DateFieldTexts } from './date-settings';
export { LocalizedDateInput, type LocalizedDateInputProps } from './localized-date-input';
export { LocalizedDates, useDateFieldTexts, type LocalizedDatesProps } from './localized-dates';
