import { PRODUCTIVITY_SERVICE_ID } from '@dossel/api-client';
import { Group, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FarmSelect } from '../../../components/reports/farm-select';
import { ReportPage } from '../../../components/reports/report-page';
import { useFarmFilter } from '../../../hooks/reports/use-farm-filter';
import {
  isQuarterlyTab,
  PRODUCTIVITY_TABS,
  useProductivityParams,
  type ProductivityParams,
  type ProductivityTab,
} from '../hooks/use-productivity-params';
import { isoDay, latestStands } from '../lib/stands';
import { AgeClassTable } from './age-class-table';
import { GeneticsTab } from './genetics-tab';
import { PeriodSelect } from './period-select';
import { PlotMetricsTab } from './plot-metrics-tab';
import { QuarterlyPdfButton } from './quarterly-pdf-button';
import { AgeClassCharts, QuarterlyReportView } from './quarterly-parts';
import { StandsView, type ProductivityData } from './stands-view';
import { VisionTab } from './vision-tab';

export interface ProductivityPageProps {
  /** Today, as the stand-age rules and the last closed quarter see it; tests and stories pin it. */
  today?: Date;
}

/**
 * `/productivity` (spec sections 2, 3 and 9): the productivity vision, the plot metrics, wood stock,
 * genetics and the quarterly report, each a tab that `?tab=` opens.
 */
export function ProductivityPage({ today = new Date() }: ProductivityPageProps) {
  return (
    <ReportPage screenId="productivity" service={PRODUCTIVITY_SERVICE_ID}>
      {(customer) => <ProductivityTabs customerId={customer.id} today={today} />}
    </ReportPage>
  );
}

function ProductivityTabs({ customerId, today }: { customerId: number; today: Date }) {
  const { t } = useTranslation();
  const params = useProductivityParams(today);
  return (
    <Tabs
      value={params.tab}
      onChange={(tab) => tab && params.setTab(tab as ProductivityTab)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('reports.productivity.tabs.label')}>
        {PRODUCTIVITY_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`reports.productivity.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PRODUCTIVITY_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          <TabContent tab={tab} customerId={customerId} today={today} params={params} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

interface TabContentProps {
  tab: ProductivityTab;
  customerId: number;
  today: Date;
  params: ProductivityParams;
}

function TabContent({ tab, customerId, today, params }: TabContentProps) {
  if (isQuarterlyTab(tab)) {
    return (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PeriodSelect period={params.period} lastClosed={params.lastClosed} onChange={params.setPeriod} />
          {tab === 'quarterlyReport' ? <QuarterlyPdfButton period={params.period} /> : null}
        </Group>
        <QuarterlyReportView customerId={customerId} period={params.period}>
          {(report) =>
            tab === 'woodStock' ? (
              <>
                <AgeClassCharts report={report} />
                <AgeClassTable report={report} variant="stock" />
              </>
            ) : (
              <>
                <AgeClassTable report={report} variant="report" />
                <AgeClassCharts report={report} />
              </>
            )
          }
        </QuarterlyReportView>
      </Stack>
    );
  }
  return (
    <StandsView customerId={customerId}>
      {(data) => <StandsTab tab={tab} data={data} today={today} params={params} />}
    </StandsView>
  );
}

interface StandsTabProps {
  tab: Exclude<ProductivityTab, 'woodStock' | 'quarterlyReport'>;
  data: ProductivityData;
  today: Date;
  params: ProductivityParams;
}

/** A tab built on the plots and their measurements, for the farm chosen. */
function StandsTab({ tab, data: { plots, metrics }, today, params }: StandsTabProps) {
  // The open plot may not be on the new farm: a new farm starts from the list.
  const { farms, farm, setFarm, onFarm, csvFilter: farmFilter } = useFarmFilter(plots, { resets: ['plot'] });
  const stands = latestStands(onFarm(plots), metrics, isoDay(today));
  const content: Record<typeof tab, ReactNode> = {
    productivityVision: <VisionTab stands={stands} farmFilter={farmFilter} />,
    plotMetrics: (
      <PlotMetricsTab
        stands={stands}
        metrics={metrics}
        plotId={params.plotId}
        onPlotChange={params.setPlot}
        farmFilter={farmFilter}
      />
    ),
    genetics: <GeneticsTab stands={stands} farmFilter={farmFilter} />,
  };
  return (
    <Stack gap="lg">
      <FarmSelect farms={farms} value={farm} onChange={setFarm} />
      {content[tab]}
    </Stack>
  );
}
