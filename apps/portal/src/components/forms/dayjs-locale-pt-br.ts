// dayjs's Portuguese names, for the date fields' calendars: imported with import() by localized-dates.tsx.
import 'dayjs/locale/pt-br';
