import { MonitoringMapScreen } from './monitoring-map-screen';

/** `/anomaly`: the plots' canopy anomalies from satellite monitoring (issue 5). */
export function AnomalyPage() {
  return <MonitoringMapScreen kind="anomalies" screenId="anomaly" />;
}
