import { ReportPage } from '../../reports/components/report-page';

/** `/soilRelief`: being built (issue 5). */
export function SoilReliefPage() {
  return <ReportPage screenId="soilRelief">{() => null}</ReportPage>;
}
