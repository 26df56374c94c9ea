import { afterEach } from 'vitest';

type ConsoleMethod = (...args: unknown[]) => void;

/**
 * Fails the running test when anything writes to console.error or console.warn: React, Mantine and
 * i18next report real mistakes there (missing keys, invalid DOM nesting, act warnings), and a passing
 * test must not hide them. The output still reaches the console so the failure explains itself.
 */
export function failOnConsole(): void {
  const unexpected: string[] = [];
  const capture =
    (level: 'error' | 'warn', original: ConsoleMethod): ConsoleMethod =>
    (...args) => {
      const text = args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
      unexpected.push(`console.${level}: ${text}`);
      original(...args);
    };
  console.error = capture('error', console.error.bind(console));
  console.warn = capture('warn', console.warn.bind(console));

  afterEach(() => {
    if (unexpected.length === 0) return;
    const messages = unexpected.splice(0);
    throw new Error(`Unexpected console output during the test:\n${messages.join('\n')}`);
  });
}
