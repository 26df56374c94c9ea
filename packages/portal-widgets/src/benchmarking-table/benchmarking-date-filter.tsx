import { DateFilter, dateLanguage, LocalizedDates, type DateFilterProps } from '@dossel/ui-kit/dates';
import { useTranslation } from 'react-i18next';

import { messageText } from '../i18n/message-text';

/**
 * The date filter with its calendar (Mantine's date picker), loaded on its own once a customer is chosen
 * or about to be (benchmarking-filters.tsx): a deep link to the list does not download it.
 */
export function BenchmarkingDateFilter(props: DateFilterProps) {
  const { t, i18n } = useTranslation();
  return (
    // The widget's own date language, so a host needs no provider of its own for it.
    <LocalizedDates
      language={dateLanguage(i18n.resolvedLanguage ?? i18n.language)}
      t={(key, values) => messageText(t, key, values)}
    >
      <DateFilter {...props} />
    </LocalizedDates>
  );
}
