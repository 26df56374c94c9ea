import { Rejection } from '../../errors';

/** A record that is not the current customer's reads as missing, whether it exists or not. */
export const recordNotFound = () => new Rejection(404, 'errors.request.notFound');

/** The record, or a 404 when the current customer has none with that id. */
export function found<T>(record: T | undefined): T {
  if (record === undefined) throw recordNotFound();
  return record;
}
