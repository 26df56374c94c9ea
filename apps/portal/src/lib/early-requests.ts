// GET requests index.html's inline script sends while the page is still parsing, long before the
// app's code has arrived (app/first-screens/early-loads.ts), and the app's `fetch` that answers from
// them instead of asking again (issue 13). On a slow link each step of "page → app → session →
// screen → data" is a round trip of its own; sent early, they all travel beside the app's code.

/** One request sent early: what it asked for, and its answer to come. */
interface EarlyRequest {
  /** The absolute address. */
  url: string;
  /** The Authorization header it carried, or null. */
  authorization: string | null;
  /** When it was sent (performance.now()). */
  sentAt: number;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    __dosselEarlyRequests?: EarlyRequest[];
  }
}

/**
 * An early answer serves the first load only: one nobody asked for by then (a screen the app did not
 * show) is dropped rather than served later as if it were fresh.
 */
const USABLE_FOR_MS = 30_000;

/** Sends a GET now and keeps its answer for the app's first request of the same address and token. */
export function sendEarly(url: string, headers: Record<string, string> = {}): void {
  const requests = (window.__dosselEarlyRequests ??= []);
  const answer = fetch(url, { headers });
  // Nobody may ever take it: a failure then must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  requests.push({
    url: new URL(url, window.location.href).href,
    authorization: headers.authorization ?? null,
    sentAt: performance.now(),
    answer,
  });
}

function takeEarly(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> | null {
  const requests = typeof window === 'undefined' ? undefined : window.__dosselEarlyRequests;
  if (!requests?.length || input instanceof Request) return null;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const url = new URL(input, window.location.href).href;
  const authorization = new Headers(init?.headers).get('authorization');
  const now = performance.now();
  const index = requests.findIndex(
    (request) =>
      request.url === url && request.authorization === authorization && now - request.sentAt < USABLE_FOR_MS,
  );
  if (index < 0) return null;
  // Once: a body can be read once, and a second ask for the same address wants a fresh answer.
  return requests.splice(index, 1)[0]?.answer ?? null;
}

/**
 * `fetch`, except that a GET the page sent early (same address, same token) is answered by it, once. An
 * early answer that is a refusal or a failure is not served: things may have changed since (the user
 * accepted the terms of use meanwhile, say), so the app asks again.
 */
export const fetchSentEarly: typeof fetch = (input, init) => {
  const early = takeEarly(input, init);
  if (!early) return fetch(input, init);
  return early.then(
    (answer) => (answer.ok ? answer : fetch(input, init)),
    () => fetch(input, init),
  );
};
