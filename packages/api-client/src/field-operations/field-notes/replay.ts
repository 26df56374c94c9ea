// The idempotent create of issue 18, one rule for the API and the fakes (decision 025): a device that sent a
// note (or a photo) and lost the answer sends it again with the same client key, and must get the stored
// record back, once, never a second one.

/** What a create answered: 201 with a new record, or 200 with the one already stored under the key. */
export interface ReplayOrCreate<T> {
  status: 200 | 201;
  record: T;
}

/** Where records are kept, as the rule needs it. */
export interface ReplayStore<T> {
  /** The record already stored under the key, if any. */
  find: (clientKey: string) => T | undefined | Promise<T | undefined>;
  /** Stores a new record (may refuse, e.g. a note's photo limit). */
  create: () => T | Promise<T>;
  /**
   * Whether a failed create hit the key's unique index: a concurrent duplicate that was stored between
   * `find` and `create`. @default never
   */
  isDuplicate?: (error: unknown) => boolean;
}

/**
 * The record stored under `clientKey` (200, as it is now, even if edited since), else a new one (201).
 * Without a key (callers from before issue 18) every call creates. A create that loses the race to a
 * concurrent one with the same key answers the winner's record.
 */
export async function replayOrCreate<T>(
  clientKey: string | null | undefined,
  { find, create, isDuplicate = () => false }: ReplayStore<T>,
): Promise<ReplayOrCreate<T>> {
  if (!clientKey) return { status: 201, record: await create() };
  const stored = await find(clientKey);
  if (stored !== undefined) return { status: 200, record: stored };
  try {
    return { status: 201, record: await create() };
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    const winner = await find(clientKey);
    if (winner === undefined) throw error;
    return { status: 200, record: winner };
  }
}
