// The field-operations part of the contract: schemas, calls and query options (see the auth folder for the shape).
import type { Request } from '../client';

/** The calls of the field-operations area, as `client.fieldOperations`. */
export function createFieldOperationsApi(_request: Request) {
  return {};
}
