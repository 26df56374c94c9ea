import type { MonitoringKind, MonitoringLevel } from '@dossel/api-client';

/**
 * Cell colours per level (Mantine palette). Each kind climbs in hue and lightness at once, so the three
 * levels stay apart for colour-blind users and in grey scale; the two kinds differ so their maps are not
 * mistaken for one another.
 */
export const LEVEL_COLOURS: Record<MonitoringKind, Record<MonitoringLevel, string>> = {
  weeds: { 1: '#ffe066', 2: '#fd7e14', 3: '#c92a2a' },
  anomalies: { 1: '#99e9f2', 2: '#4c6ef5', 3: '#862e9c' },
};

/** The colour of each level as [r, g, b] bytes, indexed by level (index 0 unused), for painting pixels. */
export function levelRgb(kind: MonitoringKind): readonly (readonly [number, number, number])[] {
  const colours = LEVEL_COLOURS[kind];
  return [colours[1], colours[1], colours[2], colours[3]].map(
    (hex) =>
      [
        Number.parseInt(hex.slice(1, 3), 16),
        Number.parseInt(hex.slice(3, 5), 16),
        Number.parseInt(hex.slice(5, 7), 16),
      ] as const,
  );
}
