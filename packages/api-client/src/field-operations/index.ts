// The field-operations cost group (service 8) of the contract: option lists, schemas, calls and query
// options, one folder per resource (operational items, supplies, third parties, operations, field notes).
import type { Request } from '../client';
import { createFieldNotesApi } from './field-notes/api';
import { createOperationalItemsApi } from './operational-items/api';
import { createOperationsApi } from './operations/api';
import { createSuppliesApi } from './supplies/api';
import { createThirdPartiesApi } from './third-parties/api';

export * from './options';
export { fieldOperationsAccess } from './access';
export { operationalItemsEndpoints } from './operational-items/endpoints';
export { suppliesEndpoints } from './supplies/endpoints';
export { thirdPartiesEndpoints } from './third-parties/endpoints';
export { operationsEndpoints } from './operations/endpoints';
export { fieldNotesEndpoints } from './field-notes/endpoints';
export * from './operational-items/schemas';
export * from './operational-items/queries';
export type { OperationalItemsApi } from './operational-items/api';
export * from './supplies/schemas';
export * from './supplies/queries';
export type { SuppliesApi } from './supplies/api';
export * from './third-parties/schemas';
export * from './third-parties/queries';
export type { ThirdPartiesApi } from './third-parties/api';
export * from './operations/schemas';
export * from './operations/queries';
export * from './operations/summary';
export type { OperationsApi } from './operations/api';
export * from './field-notes/schemas';
export * from './field-notes/photos';
export * from './field-notes/replay';
export * from './field-notes/queries';
export * from './field-notes/history';
export type { FieldNotesApi, FieldNotePhotoFiles } from './field-notes/api';

/** The calls of the field-operations area, as `client.fieldOperations`. */
export function createFieldOperationsApi(request: Request) {
  return {
    operationalItems: createOperationalItemsApi(request),
    supplies: createSuppliesApi(request),
    thirdParties: createThirdPartiesApi(request),
    operations: createOperationsApi(request),
    fieldNotes: createFieldNotesApi(request),
  };
}
export type FieldOperationsApi = ReturnType<typeof createFieldOperationsApi>;
