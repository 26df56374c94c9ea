import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { preparedQuery } from './prepared-query';
import { readVersion, versionOf, type DataVersions } from './versioned-cache';

export interface ActiveSession {
  id: number;
  userId: number;
  expiresAt: string;
  currentCustomerId: number | null;
}

/** A linked customer of the signed-in user, with the services it has for them. */
export interface SessionLink {
  id: number;
  name: string;
  services: number[];
}

/** A live session with its user and the user's links: everything a request's access checks and `me` need. */
export interface SignedIn {
  session: ActiveSession;
  user: {
    email: string;
    name: string;
    servicesAdmin: boolean;
    mainCustomerId: number;
    previousLogin: string | null;
    signature: string | null;
  };
  /** Sorted by customer name, then id (the order `me` lists them in). */
  links: SessionLink[];
  /**
   * The data versions as the session was read: read before anything the request reads, they check its
   * cached answers (versioned-cache.ts) without another round trip.
   */
  dataVersions: DataVersions;
}

export function createSessionsRepository(db: Kysely<Database>) {
  // Every signed-in request runs it: compiled once, and a prepared statement on PostgreSQL. It reads the data
  // versions too, which most reads check their caches against: one round trip for both.
  const signedIn = preparedQuery(db, (tokenHash: string, now: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('user_customers', 'user_customers.user_id', 'sessions.user_id')
      .leftJoin('customers', 'customers.id', 'user_customers.customer_id')
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.expires_at',
        'sessions.current_customer_id',
        'users.email',
        'users.name',
        'users.services_admin',
        'users.main_customer_id',
        'users.previous_login',
        'users.signature',
        'customers.id as customer_id',
        'customers.name as customer_name',
        'user_customers.services_json',
        versionOf('operations').as('operations_version'),
        versionOf('monitoring').as('monitoring_version'),
      ])
      .where('sessions.token_hash', '=', tokenHash)
      // ISO strings in UTC with a fixed width compare in time order, on both engines.
      .where('sessions.expires_at', '>', now)
      .orderBy('customers.name')
      .orderBy('customers.id'),
  );

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

    /**
     * The session a token hash names (only while it has not expired at `now`) with its user and links, in
     * one statement: one round trip per request instead of one per table (issue 13), and one snapshot, so
     * the user and links cannot belong to a moment other than the session's.
     */
    async findSignedIn(tokenHash: string, now: Date): Promise<SignedIn | undefined> {
      const rows = await signedIn(tokenHash, now.toISOString());
      const first = rows[0];
      if (!first) return undefined;
      const links: SessionLink[] = [];
      for (const row of rows) {
        // A user without links has one row, its customer columns null.
        if (row.customer_id === null || row.customer_name === null || row.services_json === null) continue;
        links.push({
          id: row.customer_id,
          name: row.customer_name,
          services: JSON.parse(row.services_json) as number[],
        });
      }
      return {
        session: {
          id: first.id,
          userId: first.user_id,
          expiresAt: first.expires_at,
          currentCustomerId: first.current_customer_id,
        },
        user: {
          email: first.email,
          name: first.name,
          servicesAdmin: first.services_admin === 1,
          mainCustomerId: first.main_customer_id,
          previousLogin: first.previous_login,
          signature: first.signature,
        },
        links,
        dataVersions: {
          operations: readVersion({ version: first.operations_version }),
          monitoring: readVersion({ version: first.monitoring_version }),
        },
      };
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
     * changes their own password stays signed in on the device they did it from. The user's hand-off
     * codes go too, every one: each is a session not yet opened (issue 14). Sessions first: a code is
     * only stored while its session exists (handoff-codes.ts), so none issued meanwhile survives.
     */
    async deleteByUser(userId: number, exceptSessionId?: number): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
      await query.execute();
      await db.deleteFrom('handoff_codes').where('user_id', '=', userId).execute();
    },

    /** Keeps the table from growing with sessions nobody can use any more. */
    async deleteExpired(now: Date): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
