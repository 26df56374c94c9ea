import { ReportPage } from '../../../components/reports/report-page';
import { WeatherReport } from './weather-report';

/**
 * `/weather`: the history from 1980 of a customer's place, the rain of the last 3 months and 3 hours, the
 * week's forecast and the aridity of the last 12 months.
 */
export function WeatherPage() {
  return (
    <ReportPage screenId="weather">{(customer) => <WeatherReport customerId={customer.id} />}</ReportPage>
  );
}
