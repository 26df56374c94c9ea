// The package's public entry: the contract as other packages and sites consume it.
export {
  buildApiClient,
  createApiClient,
  createCoreClient,
  type ApiClient,
  type CoreClient,
} from './api-client';
export type { ApiClientOptions, Request, RequestOptions } from './client';
export { ApiError, isApiError } from './errors';
export { apiErrorBodySchema, apiErrorItemSchema, type ApiErrorItem } from './error-body';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  contractMessages,
  pickLanguage,
  translateMessage,
  type Language,
} from './messages';
export * from './auth/schemas';
export { createAuthApi, type AuthApi } from './auth/api';
export { loginInputSchemaOnDemand } from './auth/login-input-on-demand';
export {
  FIELD_OPERATIONS_SERVICE_ID,
  hasService,
  PRODUCTIVITY_SERVICE_ID,
  QUALITY_SERVICE_ID,
} from './auth/access';
export { authKeys, meQueryOptions, verifyResetTokenQueryOptions } from './auth/queries';
export { idParamsSchema, idSchema, type IdParams } from './ids';
export {
  MAX_VERSION,
  VERSION_CONFLICT_CODE,
  formVersionSchema,
  isVersionConflict,
  readVersionSchema,
  versionSchema,
  type Versioned,
} from './record-versions';
export * from './users';
export * from './registers';
export * from './field-operations';
export * from './monitoring';
