import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** One-time hand-off codes (issue 8), by the hash of the code. Times are passed in, so tests set the clock. */
export function createHandoffCodesRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores a code for the user of a session, while that session exists, in one statement: a password
     * change that ends the session and deletes the user's codes between the caller's check and this
     * insert leaves no code behind. False when the session was gone.
     */
    async create(code: {
      sessionId: number;
      codeHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<boolean> {
      const result = await db
        .insertInto('handoff_codes')
        .columns(['user_id', 'code_hash', 'created_at', 'expires_at'])
        .expression((eb) =>
          eb
            .selectFrom('sessions')
            .select([
              'sessions.user_id',
              eb.val(code.codeHash).as('code_hash'),
              eb.val(code.createdAt.toISOString()).as('created_at'),
              eb.val(code.expiresAt.toISOString()).as('expires_at'),
            ])
            .where('sessions.id', '=', code.sessionId),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Marks a usable code as used and answers its user, in one statement: of requests racing with the
     * same code only one gets the user, the others nothing. ISO strings in UTC with a fixed width compare
     * in time order, on both engines.
     */
    async consume(codeHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('handoff_codes')
        .set({ used_at: now.toISOString() })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Keeps the table to the codes that may still be exchanged: used and lapsed ones are dropped. */
    async deleteStale(now: Date): Promise<void> {
      await db
        .deleteFrom('handoff_codes')
        .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now.toISOString())]))
        .execute();
    },
  };
}
export type HandoffCodesRepository = ReturnType<typeof createHandoffCodesRepository>;
