import { afterEach, beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';

import { startTestServices } from './test-services';

// Each test starts signed out of everything: empty storage, and services of its own (test-services.ts).
beforeEach(async () => {
  // The previous test's app first leaves the page (vitest-browser-react would unmount it only after this
  // hook): still mounted, it would go on fetching and rendering beside the next test's.
  await cleanup();
  localStorage.clear();
  // A session, welcome gates and query client (retries off) made for this test alone.
  startTestServices();
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
