import { ReportPage } from '../../reports/components/report-page';

/** `/quality`: being built (issue 5). */
export function QualityPage() {
  return <ReportPage screenId="quality">{() => null}</ReportPage>;
}
