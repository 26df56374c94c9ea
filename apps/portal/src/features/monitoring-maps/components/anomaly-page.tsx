import { ReportPage } from '../../reports/components/report-page';

/** `/anomaly`: being built (issue 5). */
export function AnomalyPage() {
  return <ReportPage screenId="anomaly">{() => null}</ReportPage>;
}
