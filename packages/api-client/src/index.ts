// The package's public entry: the contract as other packages and sites consume it.
export {
  buildApiClient,
  createApiClient,
  createCoreClient,
  type ApiClient,
  type CoreClient,
} from './api-client';
export type { ApiClientOptions, Request, RequestOptions } from './client';
export {
  defineEndpoints,
  fillPath,
  lazySchema,
  matchPath,
  pathParamNames,
  routeKey,
  type Access,
  type Answer,
  type Endpoint,
  type EndpointDeclaration,
  type HttpMethod,
  type LazySchema,
  type PathParams,
  type SchemaOf,
  type SchemaSlot,
} from './endpoint';
export { call, callForStream, type CallInput } from './call';
export { allEndpoints } from './endpoints';
export { authEndpoints } from './auth/endpoints';
export * from './health/endpoints';
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
  CONTROL_CHARACTERS,
  MAX_AREA_HA,
  MAX_COST,
  MAX_ID,
  MAX_IMA,
  MAX_LATITUDE,
  MAX_LIST_LENGTH,
  MAX_LONGITUDE,
  MAX_PAGE,
  MAX_PERCENT,
  MAX_PERFORMANCE_PCT,
  MAX_QUANTITY,
  MAX_YEAR,
  MIN_LATITUDE,
  MIN_LONGITUDE,
  MIN_YEAR,
  TOO_LARGE,
  TOO_MANY,
  TOO_SMALL,
  hasControlCharacter,
} from './bounds';
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
export * from './imports';
export * from './first-screen';
