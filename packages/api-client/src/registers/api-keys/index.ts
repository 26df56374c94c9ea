export * from './schemas';
export { createApiKeysApi, type ApiKeysApi } from './api';
export { apiKeyKeys, apiKeyListOptions } from './queries';
export { apiKeysEndpoints } from './endpoints';
