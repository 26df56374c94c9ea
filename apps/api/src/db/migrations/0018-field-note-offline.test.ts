import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Config } from '../../config';
import { makeTestConfig, removeTestData } from '../../test/test-app';
import { isUniqueViolation } from '../constraint-violations';
import { createDb } from '../create-db';
import { createMigrator, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL (as the whole API suite does).
let config: Config;
let db: Kysely<Database>;
beforeAll(async () => {
  config = await makeTestConfig();
  db = createDb(config);
});
afterAll(async () => {
  await db.destroy();
  await removeTestData(config);
});

const KEY = '6f1c2b1e-8d4a-4f3e-9a77-1f2e3d4c5b6a';
const place = { gloc1: 'F', gloc2: 'R', gloc3: 'T', gloc4: 'P', gloc5: 'M' };

async function customer(name: string): Promise<number> {
  const row = await db.insertInto('customers').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const note = (customerId: number, changes: object = {}) =>
  db
    .insertInto('field_notes')
    .values({ customer_id: customerId, tipo: 1, data: '2026-11-27', ...place, ...changes })
    .returning('id')
    .executeTakeFirstOrThrow();

const photo = (customerId: number, noteId: number, clientKey = KEY) =>
  db
    .insertInto('field_note_photos')
    .values({
      customer_id: customerId,
      note_id: noteId,
      client_key: clientKey,
      storage_key: 'a'.repeat(64),
      thumb_key: 'b'.repeat(64),
      content_type: 'image/jpeg',
      thumb_content_type: 'image/jpeg',
      bytes: 1000,
      width: 1600,
      height: 1200,
      taken_at: '2026-11-27T10:00:00-03:00',
      created_at: '2026-11-27T13:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const failure = (write: Promise<unknown>) =>
  write.then(
    () => null,
    (error: unknown) => error,
  );

describe('migration 0018: field notes from the field', () => {
  it('keeps one note per customer and client key, any number without a key', async () => {
    await migrateToLatest(db);
    const first = await customer('Primeiro');
    const second = await customer('Segundo');
    await note(first, { client_key: KEY, latitude: -20.812345678, longitude: -51.7, accuracy_m: 8.5 });
    expect(isUniqueViolation(await failure(note(first, { client_key: KEY })))).toBe(true);
    await note(second, { client_key: KEY });
    await note(first);
    await note(first);
    const stored = await db
      .selectFrom('field_notes')
      .select(['latitude', 'accuracy_m'])
      .where('client_key', '=', KEY)
      .where('customer_id', '=', first)
      .executeTakeFirstOrThrow();
    // Double precision on both engines: a position keeps its ninth decimal.
    expect(stored).toEqual({ latitude: -20.812345678, accuracy_m: 8.5 });
  });

  it("keeps one photo per note and key; a note's photos go with it", async () => {
    const owner = await customer('Terceiro');
    const { id } = await note(owner);
    await photo(owner, id);
    expect(isUniqueViolation(await failure(photo(owner, id)))).toBe(true);
    await photo(owner, id, '7f1c2b1e-8d4a-4f3e-9a77-1f2e3d4c5b6a');
    await db.deleteFrom('field_notes').where('id', '=', id).execute();
    expect(await db.selectFrom('field_note_photos').select('id').where('note_id', '=', id).execute()).toEqual(
      [],
    );
  });

  it("clears a note's plot when the plot row is deleted", async () => {
    const owner = await customer('Quarto');
    const plot = await db
      .insertInto('plots')
      .values({
        customer_id: owner,
        code: 'T-1',
        name: 'T-1',
        geometry_json: '{}',
        centroid_lon: 0,
        centroid_lat: 0,
        area_ha: 1,
        planting_date: '2020-01-01',
        seed_year: 2020,
        rotation_start: '2020-01-01',
        clone: 'AEC 144',
        spacing: '3x2',
        arrangement: 'retangular',
        cut_age_years: 7,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await note(owner, { plot_id: plot.id });
    await db.deleteFrom('plots').where('id', '=', plot.id).execute();
    const row = await db
      .selectFrom('field_notes')
      .select('plot_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.plot_id).toBeNull();
  });

  it('steps down (the columns and the photos table gone) and up again', async () => {
    const down = await createMigrator(db).migrateTo('0017-monitoring-alerts');
    expect(down.error).toBeUndefined();
    const columns = await sql<{ name: string }>`select * from field_notes limit 0`.execute(db);
    expect(columns.rows).toEqual([]);
    expect(await failure(sql`select client_key from field_notes`.execute(db))).not.toBeNull();
    expect(await failure(sql`select id from field_note_photos`.execute(db))).not.toBeNull();
    await migrateToLatest(db);
    await expect(sql`select client_key, plot_id from field_notes`.execute(db)).resolves.toBeDefined();
  });
});
