import { ReportPage } from '../../reports/components/report-page';

/** `/weedCompetition`: being built (issue 5). */
export function WeedCompetitionPage() {
  return <ReportPage screenId="weedCompetition">{() => null}</ReportPage>;
}
