import { QUALITY_SERVICE_ID } from '@dossel/api-client';

import { ReportPage } from '../../../components/reports/report-page';
import { QualityReport } from './quality-report';

/** `/quality`: survival, damage, canopy vigor, weather impact and management performance per plot. */
export function QualityPage() {
  return (
    <ReportPage screenId="quality" service={QUALITY_SERVICE_ID}>
      {(customer) => <QualityReport customerId={customer.id} />}
    </ReportPage>
  );
}
