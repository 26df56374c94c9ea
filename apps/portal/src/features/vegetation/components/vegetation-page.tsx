import { ReportPage } from '../../../components/reports/report-page';
import { VegetationReport } from './vegetation-report';

/** `/vegetation`: the NDVI and EVI series of a plot, beside the customer's mean. */
export function VegetationPage() {
  return (
    <ReportPage screenId="vegetation">
      {(customer) => <VegetationReport customerId={customer.id} />}
    </ReportPage>
  );
}
