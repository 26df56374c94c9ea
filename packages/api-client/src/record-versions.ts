// No edit lost silently (issue 14): every record a user edits carries its version, and so does every
// update of it. The rule, wherever it is applied:
//
// - a record is created at version 1; each update that is accepted raises it by one;
// - an update's body carries `version`, the version of the record the user started from (the one its
//   form read); the API applies it only if the record is still at that version
//   (`UPDATE … SET version = version + 1 WHERE id = ? AND version = ?`, apps/api's
//   repositories/record-versions.ts), else answers 409 `request.versionConflict` and changes nothing;
// - a client that gets that 409 reads the record again and lets the user take the stored values or save
//   theirs again at the new version (the portal's registers forms: use-version-conflict.ts).
//
// A version field (rather than ETag/If-Match) because a record's answer and its form's body are what
// TanStack Query and the forms already hold: the version travels with them, in lists too.
import * as z from 'zod/mini';

import { ApiError } from './errors';
import { requiredOrInvalid } from './validation';

/** The highest version a record can reach: the largest integer of a PostgreSQL `integer` column. */
export const MAX_VERSION = 2_147_483_647;

/** A record's version as the API answers it: 1 when created, one more at each accepted update. */
export const versionSchema = () => z.int().check(z.positive(), z.lte(MAX_VERSION));

/**
 * `version` in an update's body: the version the record was read at. Missing says `validation.required`;
 * anything but a whole number from 1 to MAX_VERSION says `validation.invalid`. Multipart bodies send it
 * as text (`formVersionSchema`).
 */
export const readVersionSchema = () =>
  z
    .int({ error: requiredOrInvalid })
    .check(z.positive({ error: 'validation.invalid' }), z.lte(MAX_VERSION, { error: 'validation.invalid' }));

/** `version` in a multipart body, where every field is text ('3' → 3). */
export const formVersionSchema = () =>
  z.pipe(
    z.pipe(
      // As text, no longer than the largest version's digits (issue 14: every text taken in is bounded).
      z.union([z.string().check(z.maxLength(String(MAX_VERSION).length)), z.number()], {
        error: requiredOrInvalid,
      }),
      z.transform((value) => (value === '' ? undefined : Number(value))),
    ),
    readVersionSchema(),
  );

/** The code of the 409 an update read at an older version gets (its message says someone else saved). */
export const VERSION_CONFLICT_CODE = 'request.versionConflict';

/** Whether an error is the API's "someone else changed this record since you read it" (409). */
export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === VERSION_CONFLICT_CODE;
}

/** An update body: the create body's fields and the version they were read at. */
export type Versioned<Input> = Input & { version: number };
