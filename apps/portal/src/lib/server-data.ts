interface ServerDataCache {
  clear: () => void;
}

let loadedCache: ServerDataCache | null = null;

/** The query client hands itself over when its module loads (lib/query-client.ts). */
export function holdServerData(cache: ServerDataCache): void {
  loadedCache = cache;
}

/**
 * Drops every cached server answer, e.g. on logout. The query client loads with the signed-in screens,
 * not with the sign-in page (its budget): before it has loaded there is nothing to drop, and a visitor
 * who never signed in (the start-up check logs them out) never downloads it.
 */
export function clearServerData(): void {
  loadedCache?.clear();
}
