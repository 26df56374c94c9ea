import type { DeleteResult } from 'kysely';

import { Rejection } from '../errors';

// Every repository deletes one way (issue 17): `delete(…)` answers whether a row went. False means there was
// no such row (or none of the caller's customer), which a route answers with a 404. A delete the data refuses
// (the record is still named elsewhere) throws `inUse` from inside the repository's transaction, so the
// check and the delete are one step that no other write can come between.

/** Whether a `DELETE` removed a row. */
export function deletedRow(result: DeleteResult): boolean {
  return result.numDeletedRows > 0n;
}

/** The 409 of a delete refused because other records still name this one (`messageKey` says which). */
export const inUse = (messageKey: string) => new Rejection(409, messageKey);

/** A query for the records that name the one to delete (Kysely's select builder, any table). */
interface NamingQuery {
  limit(count: number): { executeTakeFirst(): Promise<unknown> };
}

/** Refuses the delete (`inUse(messageKey)`) while `naming` finds one record that still names it. */
export async function refuseWhileNamed(naming: NamingQuery, messageKey: string): Promise<void> {
  if ((await naming.limit(1).executeTakeFirst()) !== undefined) throw inUse(messageKey);
}
