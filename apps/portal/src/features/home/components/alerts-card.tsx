import { monitoringSummaryQueryOptions, type Language, type MonitoringKind } from '@dossel/api-client';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { lossAmount } from '../../../lib/alert-loss';
import { formatDate, formatNumber } from '../../../lib/format';
import { QueryView } from '../../../components/reports/query-view';
import { useHomeApi } from '../use-home-api';
import { FigureCard } from './figure-card';

/** How many plots with an alert are named on home; the screen behind the link lists them all. */
const LISTED_PLOTS = 3;

/** Each monitored kind, with the screen that shows it and its name in the menu. */
const KINDS = [
  { kind: 'weeds', screen: 'weedCompetition', href: paths.weedCompetition.href() },
  { kind: 'anomalies', screen: 'anomaly', href: paths.anomaly.href() },
] as const satisfies ReadonlyArray<{ kind: MonitoringKind; screen: string; href: string }>;

/** The plots with the 2 ha alert (spec section 9) in the latest summary of one kind. */
function KindAlerts({ customerId, kind, screen, href }: { customerId: number } & (typeof KINDS)[number]) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const summary = useQuery(monitoringSummaryQueryOptions(useHomeApi(), kind, { customer_id: customerId }));
  const screenName = t(`menu.items.${screen}`);

  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {screenName}
      </Title>
      <QueryView query={summary} skeletonHeight={48}>
        {({ date, plots }) => {
          if (date === null) return <Text size="sm">{t('home.figures.alerts.noMonitoring')}</Text>;
          const alerts = plots.filter((plot) => plot.alert);
          const day = formatDate(date, language);
          return (
            <>
              <Text size="sm" fw={alerts.length > 0 ? 700 : undefined}>
                {alerts.length > 0
                  ? t('home.figures.alerts.count', { date: day, plots: alerts.length })
                  : t('home.figures.alerts.none', { date: day })}
              </Text>
              {alerts.length > 0 ? (
                <List size="sm">
                  {alerts.slice(0, LISTED_PLOTS).map((plot) => {
                    const values = {
                      plot: plot.plotName,
                      change: `${(plot.changeHa ?? 0) > 0 ? '+' : ''}${formatNumber(plot.changeHa ?? 0, language)}`,
                    };
                    // The loss recorded when the date was published (issue 15); none for a shrinking area.
                    const loss = plot.loss && lossAmount(plot.loss, t, language);
                    return (
                      <List.Item key={plot.plotId}>
                        {loss
                          ? t('home.figures.alerts.changeWithLoss', { ...values, loss })
                          : t('home.figures.alerts.change', values)}
                      </List.Item>
                    );
                  })}
                  {alerts.length > LISTED_PLOTS ? (
                    <List.Item>
                      {t('home.figures.alerts.more', { plots: alerts.length - LISTED_PLOTS })}
                    </List.Item>
                  ) : null}
                </List>
              ) : null}
            </>
          );
        }}
      </QueryView>
      <Anchor component={Link} to={href} size="sm">
        {t('home.figures.alerts.open', { screen: screenName })}
      </Anchor>
    </Stack>
  );
}

/** The open alerts of weed competition and canopy anomalies, each linking to its screen. */
export function AlertsCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  return (
    <FigureCard title={t('home.figures.alerts.title')}>
      <Text size="sm" c="gray.7">
        {t('home.figures.alerts.description')}
      </Text>
      {KINDS.map((entry) => (
        <KindAlerts key={entry.kind} customerId={customerId} {...entry} />
      ))}
    </FigureCard>
  );
}
