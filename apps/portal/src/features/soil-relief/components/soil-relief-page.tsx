import { ReportPage } from '../../../components/reports/report-page';
import { SoilReliefReport } from './soil-relief-report';

/** `/soilrelief` (the menu writes `/soilRelief`): soil orders, textures, altitude and slope of the plots. */
export function SoilReliefPage() {
  return (
    <ReportPage screenId="soilRelief">
      {(customer) => <SoilReliefReport customerId={customer.id} />}
    </ReportPage>
  );
}
