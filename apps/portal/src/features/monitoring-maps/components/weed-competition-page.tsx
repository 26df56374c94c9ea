import { MonitoringMapScreen } from './monitoring-map-screen';

/** `/weedCompetition`: the plots' weed competition from satellite monitoring (issue 5). */
export function WeedCompetitionPage() {
  return <MonitoringMapScreen kind="weeds" screenId="weedCompetition" />;
}
