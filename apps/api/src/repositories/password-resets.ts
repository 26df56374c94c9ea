import type { ResetPurpose } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export interface ResetLink {
  userId: number;
  email: string;
  purpose: ResetPurpose;
}

/** Links of reset and first-access e-mails, by the hash of their token. Times are passed in, for tests. */
export function createPasswordResetsRepository(db: Kysely<Database>) {
  return {
    async create(link: {
      userId: number;
      tokenHash: string;
      purpose: ResetPurpose;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('password_reset_tokens')
        .values({
          user_id: link.userId,
          token_hash: link.tokenHash,
          purpose: link.purpose,
          created_at: link.createdAt.toISOString(),
          expires_at: link.expiresAt.toISOString(),
        })
        .execute();
    },

    /** The link a token hash names, only while it is unused and has not expired at `now`. */
    async findUsable(tokenHash: string, now: Date): Promise<ResetLink | undefined> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select(['users.id', 'users.email', 'password_reset_tokens.purpose'])
        .where('password_reset_tokens.token_hash', '=', tokenHash)
        .where('password_reset_tokens.used_at', 'is', null)
        .where('password_reset_tokens.expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row && { userId: row.id, email: row.email, purpose: row.purpose };
    },

    /**
     * Marks a usable link as used and answers its user, in one statement: of two requests racing with
     * the same link only one gets the user, the other nothing.
     */
    async consume(tokenHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** A new link replaces the user's older ones, and used or lapsed links are dropped. */
    async deleteStale(userId: number, now: Date): Promise<void> {
      await db
        .deleteFrom('password_reset_tokens')
        .where((eb) =>
          eb.or([
            eb('user_id', '=', userId),
            eb('used_at', 'is not', null),
            eb('expires_at', '<=', now.toISOString()),
          ]),
        )
        .execute();
    },
  };
}
export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
