import type { Language } from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { formatDate, formatNumber } from '../../../lib/format';

/** Numbers and dates in the language the user reads, for tables, axes and tooltips. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return {
    number: (value: number, decimals = 2) => formatNumber(value, language, decimals),
    date: (value: string) => formatDate(value, language),
  };
}
