import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { CalendarQuarter } from '../../../lib/quarters';
import { closedQuarters, periodInYear, reportYears } from '../lib/report-periods';

/** The report's year and quarter, among the quarters that have closed. */
export function PeriodSelect({
  period,
  lastClosed,
  onChange,
}: {
  period: CalendarQuarter;
  lastClosed: CalendarQuarter;
  onChange: (period: CalendarQuarter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('reports.productivity.filters.period')}>
      <NativeSelect
        label={t('reports.productivity.filters.year')}
        value={String(period.year)}
        onChange={(event) => onChange(periodInYear(period, Number(event.currentTarget.value), lastClosed))}
        data={reportYears(lastClosed).map(String)}
      />
      <NativeSelect
        label={t('reports.productivity.filters.quarter')}
        value={String(period.quarter)}
        onChange={(event) =>
          onChange({
            year: period.year,
            quarter: Number(event.currentTarget.value) as CalendarQuarter['quarter'],
          })
        }
        data={closedQuarters(period.year, lastClosed).map((quarter) => ({
          value: String(quarter),
          label: t(`widgets.quarterlyReportPopup.quarters.${quarter}`),
        }))}
      />
    </Group>
  );
}

/** The period as a CSV file names it: '3º trimestre de 2026'. */
export function usePeriodLabel({ year, quarter }: CalendarQuarter): string {
  const { t } = useTranslation();
  return t('reports.productivity.period', {
    quarter: t(`widgets.quarterlyReportPopup.quarters.${quarter}`),
    year,
  });
}
