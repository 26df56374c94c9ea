import { ReportPage } from '../../reports/components/report-page';

/** `/weather`: being built (issue 5). */
export function WeatherPage() {
  return <ReportPage screenId="weather">{() => null}</ReportPage>;
}
