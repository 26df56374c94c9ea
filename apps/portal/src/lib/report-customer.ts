import { createContext, useContext } from 'react';

/** The customer a report screen shows: what every export names as the data's owner. */
export interface ReportCustomer {
  id: number;
  name: string;
}

export const ReportCustomerContext = createContext<ReportCustomer | null>(null);

/** The customer of the report screen around; only report screens (ReportPage) render its parts. */
export function useReportCustomer(): ReportCustomer {
  const customer = useContext(ReportCustomerContext);
  if (!customer) throw new Error('useReportCustomer needs a ReportPage around it');
  return customer;
}
