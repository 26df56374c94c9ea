import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { DocumentStorage } from '../storage/document-storage';

/** Whether a row of `documents`, `imports` or `field_note_photos` (a photo or its thumbnail) uses the key. */
async function isInUse(db: Kysely<Database>, key: string): Promise<boolean> {
  const document = await db
    .selectFrom('documents')
    .select('id')
    .where('storage_key', '=', key)
    .executeTakeFirst();
  if (document) return true;
  const upload = await db
    .selectFrom('imports')
    .select('id')
    .where('storage_key', '=', key)
    .executeTakeFirst();
  if (upload) return true;
  const photo = await db
    .selectFrom('field_note_photos')
    .select('id')
    .where((where) => where.or([where('storage_key', '=', key), where('thumb_key', '=', key)]))
    .executeTakeFirst();
  return photo !== undefined;
}

/**
 * Forgets a stored file unless a document, an import or a field note's photo still uses it: equal files
 * are stored once (content-addressed), whoever sent them, so a document and a photo of the same bytes
 * share one file.
 */
export async function releaseStoredFile(
  db: Kysely<Database>,
  storage: DocumentStorage,
  key: string,
): Promise<void> {
  if (!(await isInUse(db, key))) await storage.delete(key);
}
