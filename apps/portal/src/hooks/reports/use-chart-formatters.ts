import type { Language } from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../lib/format';

/** A formatter of a chart's axis ticks or tooltip values: recharts hands them over untyped. */
export type ChartFormatter = (value: unknown) => string;

/**
 * A chart's numbers in the user's language, for its axes and tooltip: `number(1)` writes 12,5 (at most one
 * decimal), `percent(1)` 12,5%.
 */
export function useChartFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const number =
    (decimals?: number): ChartFormatter =>
    (value) =>
      formatNumber(Number(value), language, decimals);
  const percent =
    (decimals?: number): ChartFormatter =>
    (value) =>
      `${number(decimals)(value)}%`;
  return { number, percent };
}
