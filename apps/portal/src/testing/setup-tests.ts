import { afterEach, beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';

import { sessionStore } from '../lib/session/session-store';
import { welcomeStore } from '../lib/session/welcome-store';
import { queryClient, queryDefaults } from '../lib/query-client';

const initialSession = sessionStore.getState();

// Each test starts signed out of everything: empty storage and the session as a fresh page has it.
beforeEach(async () => {
  // The previous test's app first leaves the page (vitest-browser-react would unmount it only after this
  // hook): still mounted, it would refetch into the emptied cache with its own fake server, and the next
  // test would meet that data.
  await cleanup();
  localStorage.clear();
  // The one query client starts empty, and a failing query fails at once instead of retrying.
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryDefaults.queries, retry: false } });
  sessionStore.setState({ ...initialSession, token: null }, true);
  welcomeStore.setState({ acceptedBy: null, closedBy: [] });
});

// A test fails on any console.error or console.warn: React and i18next report real mistakes there.
// One exception, not ours: recharts 3 now and then reads the `key` of a <tspan> of a label it drew, which
// React reports in development (seen once in the quality screen's charts on a fresh clone, by timing).
const libraryNoise = (message: string) =>
  message.includes('`key` is not a prop') && message.endsWith(' tspan');
const unexpected: string[] = [];
for (const level of ['error', 'warn'] as const) {
  // eslint-disable-next-line no-console -- the harness itself watches the console
  const original = console[level].bind(console);
  // eslint-disable-next-line no-console -- see above
  console[level] = (...args: unknown[]) => {
    const message = `console.${level}: ${args.map(String).join(' ')}`;
    if (!libraryNoise(message)) unexpected.push(message);
    original(...args);
  };
}
afterEach(() => {
  const messages = unexpected.splice(0);
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
