import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { DocumentStorage } from '../storage/document-storage';

/**
 * Forgets a stored file unless a document or an import still uses it: equal files are stored once
 * (content-addressed), whoever sent them, so a document and an import of the same bytes share one file.
 */
export async function releaseStoredFile(
  db: Kysely<Database>,
  storage: DocumentStorage,
  key: string,
): Promise<void> {
  const document = await db
    .selectFrom('documents')
    .select('id')
    .where('storage_key', '=', key)
    .executeTakeFirst();
  const file =
    document ??
    (await db.selectFrom('imports').select('id').where('storage_key', '=', key).executeTakeFirst());
  if (!file) await storage.delete(key);
}
