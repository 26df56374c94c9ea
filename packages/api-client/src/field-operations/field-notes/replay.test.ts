import { describe, expect, it } from 'vitest';

import { replayOrCreate } from './replay';

const KEY = '6f1c2b1e-8d4a-4f3e-9a77-1f2e3d4c5b6a';

/** Records under their keys, with a unique index on the key as the database has. */
function store(initial: Record<string, string> = {}) {
  const rows = new Map(Object.entries(initial));
  let created = 0;
  return {
    rows,
    created: () => created,
    steps: (key: string | null, value: string) => ({
      find: (clientKey: string) => rows.get(clientKey),
      create: () => {
        if (key && rows.has(key)) throw new Error('unique');
        if (key) rows.set(key, value);
        created += 1;
        return value;
      },
      isDuplicate: (error: unknown) => error instanceof Error && error.message === 'unique',
    }),
  };
}

describe('replayOrCreate: a save sent again with its client key', () => {
  it('creates (201) the first time, and answers the stored record (200) after, creating nothing', async () => {
    const notes = store();
    expect(await replayOrCreate(KEY, notes.steps(KEY, 'first'))).toEqual({ status: 201, record: 'first' });
    expect(await replayOrCreate(KEY, notes.steps(KEY, 'second'))).toEqual({ status: 200, record: 'first' });
    expect(notes.created()).toBe(1);
  });

  it('creates every time without a key (callers from before issue 18)', async () => {
    const notes = store();
    await replayOrCreate(null, notes.steps(null, 'a'));
    await replayOrCreate(undefined, notes.steps(null, 'b'));
    expect(notes.created()).toBe(2);
  });

  it('answers the winner (200) when a concurrent save with the key was stored between lookup and insert', async () => {
    const notes = store();
    const steps = notes.steps(KEY, 'late');
    let looked = false;
    const answer = await replayOrCreate(KEY, {
      ...steps,
      find: (key) => {
        // The other request inserts right after this one looked.
        if (!looked) {
          looked = true;
          notes.rows.set(KEY, 'winner');
          return undefined;
        }
        return steps.find(key);
      },
    });
    expect(answer).toEqual({ status: 200, record: 'winner' });
  });

  it('lets any other failure of the create through', async () => {
    const refusal = new Error('too many photos');
    await expect(
      replayOrCreate(KEY, {
        find: () => undefined,
        create: () => {
          throw refusal;
        },
        isDuplicate: () => false,
      }),
    ).rejects.toBe(refusal);
  });
});
