export * from './schemas';
export { createAuditApi, type AuditApi } from './api';
export { auditKeys, auditTrailOptions } from './queries';
export { auditEndpoints } from './endpoints';
