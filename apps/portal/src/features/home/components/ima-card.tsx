import { plotMetricsQueryOptions, type Language } from '@dossel/api-client';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-store';
import { QueryView } from '../../../components/reports/query-view';
import { hasPlotMetrics } from '../home-services';
import { imaAtSevenYears } from '../ima-at-seven';
import { useHomeApi } from '../use-home-api';
import { FigureCard } from './figure-card';

/** The customer's likely IMA at 7 years, with the plots it stands on and its 80% range. */
export function ImaCard({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const user = useSession((state) => state.user);
  const contracted = hasPlotMetrics(user, customerId);
  const ima = useQuery({
    ...plotMetricsQueryOptions(useHomeApi(), { customer_id: customerId }),
    enabled: contracted,
    select: imaAtSevenYears,
  });
  const number = (value: number) => formatNumber(value, language, 1);

  return (
    <FigureCard title={t('home.figures.ima.title')}>
      {!contracted ? (
        <Text c="gray.7">{t('errors.service.notContracted')}</Text>
      ) : (
        <QueryView query={ima} skeletonHeight={72}>
          {(data) =>
            data === null ? (
              <Text c="gray.7">{t('home.figures.ima.empty')}</Text>
            ) : (
              <>
                <Text fz="xl" fw={700}>
                  {t('home.figures.ima.value', { value: number(data.projection.likely) })}
                </Text>
                <Text size="sm" c="gray.7">
                  {t('home.figures.ima.caption', {
                    plots: data.plots,
                    low: number(data.projection.range80[0]),
                    high: number(data.projection.range80[1]),
                  })}
                </Text>
              </>
            )
          }
        </QueryView>
      )}
    </FigureCard>
  );
}
