// The monitoring part of the contract: report data under /reports (schemas, area rules, calls, query options).
export * from './schemas';
export * from './rules';
export { createMonitoringApi, type MonitoringApi } from './api';
export * from './queries';
