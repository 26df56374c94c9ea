// The users part of the contract: schemas, calls and query options (see the auth folder for the shape).
import type { Request } from '../client';

/** The calls of the users area, as `client.users`. */
export function createUsersApi(_request: Request) {
  return {};
}
