import type { PlotListItem } from '@dossel/api-client';

/** The levels of a customer's location hierarchy (farm, region, ...), as plots carry them. */
export const GLOC_LEVELS = ['gloc1', 'gloc2', 'gloc3', 'gloc4', 'gloc5'] as const;
export type GlocLevel = (typeof GLOC_LEVELS)[number];

/** The chosen value of each filtered level; a level left out shows every plot. */
export type GlocFilters = Partial<Record<GlocLevel, string>>;

type PlotPlace = Pick<PlotListItem, GlocLevel>;

export function matchesFilters(plot: PlotPlace, filters: GlocFilters): boolean {
  return GLOC_LEVELS.every((level) => filters[level] === undefined || plot[level] === filters[level]);
}

/** One level the user can filter by and the values it offers, sorted as people read them. */
export interface GlocFilterLevel {
  level: GlocLevel;
  values: string[];
}

/**
 * The levels worth a filter and their values. A level is offered when some value groups two or more plots:
 * a level where each plot has a value of its own is the plot itself, which the table already picks. A
 * level's values come from the plots that match the other chosen levels, so a region offers its farms only.
 */
export function filterLevels(plots: readonly PlotPlace[], filters: GlocFilters): GlocFilterLevel[] {
  return GLOC_LEVELS.flatMap((level) => {
    const counts = new Map<string, number>();
    for (const plot of plots) {
      const value = plot[level];
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    if (![...counts.values()].some((count) => count > 1)) return [];
    const others: GlocFilters = { ...filters, [level]: undefined };
    const values = new Set(
      plots.filter((plot) => matchesFilters(plot, others)).flatMap((plot) => plot[level] ?? []),
    );
    return [{ level, values: [...values].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })) }];
  });
}

/**
 * The filters that name places of these plots. The address keeps the filters when the user switches
 * customer (or opens another customer's link), and another customer's farm would otherwise hide every plot.
 */
export function knownFilters(plots: readonly PlotPlace[], filters: GlocFilters): GlocFilters {
  const known: GlocFilters = {};
  for (const level of GLOC_LEVELS) {
    const value = filters[level];
    if (value !== undefined && plots.some((plot) => plot[level] === value)) known[level] = value;
  }
  return known;
}
