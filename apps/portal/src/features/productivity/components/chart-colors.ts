import type { ProjectionScenario } from '@dossel/api-client';

/** The scenario colours of every productivity chart, from the theme, so they match across charts. */
export const SCENARIO_COLORS: Record<ProjectionScenario, string> = {
  pessimistic: 'var(--mantine-color-orange-7)',
  likely: 'var(--mantine-color-green-7)',
  optimistic: 'var(--mantine-color-blue-7)',
};
export const HISTORIC_MAX_COLOR = 'var(--mantine-color-gray-8)';
export const HISTORIC_MIN_COLOR = 'var(--mantine-color-red-8)';
export const AXIS_TICK = { fill: 'var(--mantine-color-gray-8)', fontSize: 12 };
