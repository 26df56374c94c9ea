import { ReportPage } from '../../reports/components/report-page';

/** `/vegetation`: being built (issue 5). */
export function VegetationPage() {
  return <ReportPage screenId="vegetation">{() => null}</ReportPage>;
}
