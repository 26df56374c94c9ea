// Between index.html's inline script and the app (issue 13): the answers a signed-in screen painted by
// the server was drawn from (app/first-screens/painted-screen.ts), for the app's query cache as it is made
// (query-client.ts), so the app draws the same screen without asking again.

interface PaintedData {
  state?: unknown;
  /** The app made its query cache: a screen painted now would have its data fetched again, unseen. */
  closed?: boolean;
}

declare global {
  interface Window {
    __dosselPaintedScreen?: PaintedData;
  }
}

const shared = (): PaintedData => (window.__dosselPaintedScreen ??= {});

/** Keeps a painted screen's answers for the app; false once the app's query cache is made (too late). */
export function offerPaintedState(state: unknown): boolean {
  const data = shared();
  if (data.closed) return false;
  data.state = state;
  return true;
}

/** The painted screen's answers, if any, for the query cache being made; from then on none is taken. */
export function takePaintedState(): unknown {
  const data = shared();
  data.closed = true;
  const { state } = data;
  data.state = undefined;
  return state;
}

/**
 * Forgets a painted screen's answers and takes no more: the app has drawn a screen of its own (a late
 * paint would cover it), or the session ended (the next user of this tab must not start from them).
 */
export function dropPaintedState(): void {
  takePaintedState();
}

/** Whether the app no longer takes a painted screen's answers (it has made its cache or drawn a screen). */
export function paintedStateClosed(): boolean {
  return shared().closed === true;
}
