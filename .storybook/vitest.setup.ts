// Storybook 10.3+ applies preview.tsx and the addons' annotations (a11y included) to every story test by
// itself; this file only adds what the Storybook runner does not do.
import { configure } from 'storybook/test';
import { vi } from 'vitest';

import { failOnConsole } from './fail-on-console';
import { screenshotEveryStory } from './visual-regression';

// Every story test runs on the same calendar day: screens that count from today (the cost summary's last
// twelve months, "today" in date pickers) would otherwise change their screenshot every day. The clock
// still runs from there, so timers and animations behave as usual.
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
vi.setSystemTime(new Date('2026-11-26T12:00:00-03:00'));

// findBy… and waitFor give up after 5 s rather than Testing Library's 1 s: on CI's busy 2 cores a fade-in
// or a lazily loaded screen was passed now and then. A story that waits the full 5 s still fails.
configure({ asyncUtilTimeout: 5_000 });

failOnConsole();
screenshotEveryStory();
