import { weatherRecentQueryOptions, type Language } from '@dossel/api-client';
import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { QueryView } from '../../../components/reports/query-view';
import { useHomeApi } from '../use-home-api';
import { FigureCard } from './figure-card';

/**
 * The 3-month accumulation and the rain of the last 3 hours at the customer's first weather place, two
 * cards from one call. Demo numbers say so, as on the weather screen.
 */
export function RainCards({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const recent = useQuery(weatherRecentQueryOptions(useHomeApi(), { customer_id: customerId }));
  const mm = (value: number) => t('reports.weather.mm', { value: formatNumber(value, language, 1) });
  const demo =
    recent.data?.provider === 'demo' ? (
      <Badge variant="light" color="yellow" c="var(--dossel-color-on-tint)">
        {t('reports.weather.recentProvider.demo')}
      </Badge>
    ) : null;

  return (
    <>
      <FigureCard title={t('reports.weather.recent.quarter')}>
        <QueryView query={recent} skeletonHeight={72}>
          {({ quarter, location }) => (
            <>
              <Text fz="xl" fw={700}>
                {mm(quarter.precipitationMm)}
              </Text>
              <Text size="sm">
                {location.name} ·{' '}
                {t('reports.weather.recent.quarterPeriod', {
                  from: formatDate(quarter.from, language),
                  through: formatDate(quarter.through, language),
                })}
              </Text>
              {quarter.normalMm ? (
                <Text size="sm" c="gray.7">
                  {t('reports.weather.recent.normal', {
                    value: formatNumber(quarter.normalMm, language, 1),
                    percent: formatNumber((100 * quarter.precipitationMm) / quarter.normalMm, language, 0),
                  })}
                </Text>
              ) : null}
              {demo}
            </>
          )}
        </QueryView>
      </FigureCard>
      <FigureCard title={t('reports.weather.recent.lastThreeHours')}>
        <QueryView query={recent} skeletonHeight={72}>
          {({ lastThreeHours, location }) => (
            <>
              <Text fz="xl" fw={700}>
                {mm(lastThreeHours.precipitationMm)}
              </Text>
              <Text size="sm">
                {location.name} ·{' '}
                {t('reports.weather.recent.observedAt', {
                  time: formatDateTime(lastThreeHours.observedAt, language),
                })}
              </Text>
              {demo}
            </>
          )}
        </QueryView>
      </FigureCard>
    </>
  );
}
