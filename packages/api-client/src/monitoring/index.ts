// The monitoring part of the contract: schemas, calls and query options (see the auth folder for the shape).
import type { Request } from '../client';

/** The calls of the monitoring area, as `client.monitoring`. */
export function createMonitoringApi(_request: Request) {
  return {};
}
