import type { MonitoringKind } from '@dossel/api-client';

import { QueryView } from '../../../components/reports/query-view';
import { ReportPage } from '../../../components/reports/report-page';
import { useReportCustomer } from '../../../lib/report-customer';
import { useMonitoringDates } from '../api/use-map-data';
import { useMapParams } from '../hooks/use-map-params';
import { chosenDate } from '../lib/chosen-date';
import { MonitoringDateView } from './monitoring-date-view';

export interface MonitoringMapScreenProps {
  kind: MonitoringKind;
  /** The screen's id in the menu: its title. */
  screenId: 'weedCompetition' | 'anomaly';
}

/**
 * A monitoring screen (issue 5): the customer's plots on a map with the grid of a monitoring date, and a
 * table per plot. The same for weed competition and canopy anomalies but for what counts as flagged.
 */
export function MonitoringMapScreen({ kind, screenId }: MonitoringMapScreenProps) {
  return <ReportPage screenId={screenId}>{() => <MonitoringReport kind={kind} />}</ReportPage>;
}

function MonitoringReport({ kind }: { kind: MonitoringKind }) {
  const customer = useReportCustomer();
  const params = useMapParams();
  const dates = useMonitoringDates(kind, customer.id);
  return (
    <QueryView query={dates} isEmpty={(list) => list.length === 0} skeletonHeight={480}>
      {(list) => (
        // Never empty here (isEmpty above): there is a date to choose.
        <MonitoringDateView
          kind={kind}
          dates={list}
          date={chosenDate(list, params.date) as string}
          params={params}
        />
      )}
    </QueryView>
  );
}
