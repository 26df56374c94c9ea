import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export interface ActiveSession {
  id: number;
  userId: number;
  expiresAt: string;
  currentCustomerId: number | null;
}

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async create(session: {
      userId: number;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
      currentCustomerId: number;
    }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          user_id: session.userId,
          token_hash: session.tokenHash,
          created_at: session.createdAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
          current_customer_id: session.currentCustomerId,
        })
        .execute();
    },

    /** The session a token hash names, only while it has not expired at `now`. */
    async findActive(tokenHash: string, now: Date): Promise<ActiveSession | undefined> {
      // ISO strings in UTC with a fixed width compare in time order, on both engines.
      const row = await db
        .selectFrom('sessions')
        .select(['id', 'user_id', 'expires_at', 'current_customer_id'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          userId: row.user_id,
          expiresAt: row.expires_at,
          currentCustomerId: row.current_customer_id,
        }
      );
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Makes `customerId` the customer the session works for (switchCustomer). */
    async setCurrentCustomer(sessionId: number, customerId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ current_customer_id: customerId })
        .where('id', '=', sessionId)
        .execute();
    },

    /**
     * Ends every session of a user (a password was changed), but the one in `exceptSessionId`: someone who
     * changes their own password stays signed in on the device they did it from.
     */
    async deleteByUser(userId: number, exceptSessionId?: number): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
      await query.execute();
    },

    /** Keeps the table from growing with sessions nobody can use any more. */
    async deleteExpired(now: Date): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
