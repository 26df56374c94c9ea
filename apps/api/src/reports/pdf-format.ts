import type { Language } from '@dossel/api-client';

/**
 * Numbers, dates and lists as a reader of the language writes them (pt-BR `1.234,5` and `31/12/2025`).
 * Dates are ISO calendar days and read in UTC, so no time zone shifts a day; times say they are UTC.
 */
/**
 * Intl separates some parts with narrow or non-breaking spaces (`1:45\u202fPM`), which the PDF's standard
 * fonts cannot draw: plain spaces instead.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export function pdfFormats(language: Language) {
  const decimals = (digits: number) =>
    new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const whole = decimals(0);
  const tenths = decimals(1);
  const day = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return {
    /** Whole numbers: stock in m³, counts. */
    whole: (value: number) => plain(whole.format(value)),
    /** One decimal: areas, ages, IMA. */
    tenths: (value: number) => plain(tenths.format(value)),
    /** An ISO calendar day (`2025-12-31`). */
    date: (isoDate: string) => plain(day.format(new Date(`${isoDate}T00:00:00Z`))),
    /** A moment, with the time in UTC said so. */
    dateTime: (moment: Date) => plain(`${day.format(moment)} ${time.format(moment)} (UTC)`),
    /** The name of an ISO month (`2025-10` → outubro). */
    month: (isoMonth: string) => monthName.format(new Date(`${isoMonth}-01T00:00:00Z`)),
    /** Items joined as a sentence does: `outubro, novembro e dezembro`. */
    list: (items: string[]) => list.format(items),
  };
}
export type PdfFormats = ReturnType<typeof pdfFormats>;
