import { hasService, PRODUCTIVITY_SERVICE_ID, QUALITY_SERVICE_ID, type User } from '@dossel/api-client';

// What home may ask the API for a customer: the API refuses (403) a service's data to others.

/** The IMA card's plot metrics belong to the productivity and quality services. */
export const hasPlotMetrics = (user: User | null, customerId: number): boolean =>
  user !== null &&
  (hasService(user, customerId, PRODUCTIVITY_SERVICE_ID) || hasService(user, customerId, QUALITY_SERVICE_ID));

/** The quarterly report is the productivity service's. */
export const hasQuarterlyReport = (user: User | null, customerId: number): boolean =>
  user !== null && hasService(user, customerId, PRODUCTIVITY_SERVICE_ID);
