import { ReportPage } from '../../reports/components/report-page';

/** `/productivity`: being built (issue 5). */
export function ProductivityPage() {
  return <ReportPage screenId="productivity">{() => null}</ReportPage>;
}
