// The registers part of the contract: schemas, calls and query options (see the auth folder for the shape).
import type { Request } from '../client';

/** The calls of the registers area, as `client.registers`. */
export function createRegistersApi(_request: Request) {
  return {};
}
