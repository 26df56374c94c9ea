// dayjs's Spanish names, for the date fields' calendars: imported with import() by localized-dates.tsx.
import 'dayjs/locale/es';
