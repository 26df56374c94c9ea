/** One formatter per language: making one costs far more than formatting with it (two per row shown). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `2024-03-31` in the reader's short date (31/03/2024); the date has no time zone of its own. */
export function formatDay(day: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
