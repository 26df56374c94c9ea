// Storybook 10.3+ applies preview.tsx and the addons' annotations (a11y included) to every story test by
// itself; this file only adds what the Storybook runner does not do.
import { vi } from 'vitest';

import { failOnConsole } from './fail-on-console';
import { screenshotEveryStory } from './visual-regression';

// Every story test runs on the same calendar day: screens that count from today (the cost summary's last
// twelve months, "today" in date pickers) would otherwise change their screenshot every day. The clock
// still runs from there, so timers and animations behave as usual.
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
vi.setSystemTime(new Date('2026-11-26T12:00:00-03:00'));

failOnConsole();
screenshotEveryStory();
