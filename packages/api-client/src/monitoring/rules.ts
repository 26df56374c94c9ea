/**
 * The area rules of weed-competition and canopy-anomaly monitoring (spec sections 4 and 9). Grids come
 * from satellite images in cells of levels 1 to 3; the screens and the server both count areas here.
 */

/** A monitoring level: 1 (low) to 3 (high). */
export type MonitoringLevel = 1 | 2 | 3;
export const MONITORING_LEVELS = [1, 2, 3] as const satisfies readonly MonitoringLevel[];

/** Spec section 9: infestation levels 2 and 3 count as infested area (weed competition). */
export const INFESTED_LEVELS: readonly MonitoringLevel[] = [2, 3];
/** Spec section 9: only level 3 counts as affected area (canopy anomalies). */
export const AFFECTED_LEVELS: readonly MonitoringLevel[] = [3];
/** Spec section 9: plots with a change of 2 ha or more in the last month raise an alert. */
export const AREA_ALERT_THRESHOLD_HA = 2;

/** What is being monitored: weed competition or canopy anomalies. */
export type MonitoringKind = 'weeds' | 'anomalies';
export const MONITORING_KINDS = ['weeds', 'anomalies'] as const satisfies readonly MonitoringKind[];

/** Cells, or sums of cells per level: anything with a level and an area in ha. */
export interface LevelArea {
  level: number;
  areaHa: number;
}

/** Areas are shown and compared with 2 decimals (spec section 9), so 1.999 ha reads as, and is, 2.00. */
export function roundArea(areaHa: number): number {
  return Math.round(areaHa * 100) / 100;
}

/** The levels whose area counts for a kind: infested (2 and 3) for weeds, affected (3) for anomalies. */
export function countedLevels(kind: MonitoringKind): readonly MonitoringLevel[] {
  return kind === 'weeds' ? INFESTED_LEVELS : AFFECTED_LEVELS;
}

export function isInfested(level: number): boolean {
  return (INFESTED_LEVELS as readonly number[]).includes(level);
}

export function isAffected(level: number): boolean {
  return (AFFECTED_LEVELS as readonly number[]).includes(level);
}

function sumWhere(cells: readonly LevelArea[], counts: (level: number) => boolean): number {
  return roundArea(cells.reduce((sum, cell) => (counts(cell.level) ? sum + cell.areaHa : sum), 0));
}

/** Weed competition: the area of the cells at levels 2 and 3, in ha. */
export function infestedArea(cells: readonly LevelArea[]): number {
  return sumWhere(cells, isInfested);
}

/** Canopy anomalies: the area of the cells at level 3 only, in ha. */
export function affectedArea(cells: readonly LevelArea[]): number {
  return sumWhere(cells, isAffected);
}

/** The area that counts for a kind (infested or affected), in ha. */
export function flaggedArea(kind: MonitoringKind, cells: readonly LevelArea[]): number {
  return kind === 'weeds' ? infestedArea(cells) : affectedArea(cells);
}

/** The whole monitored area of a grid, in ha. */
export function monitoredArea(cells: readonly LevelArea[]): number {
  return sumWhere(cells, () => true);
}

/** Part of the monitored area, in percent with 2 decimals; 0 when nothing was monitored. */
export function areaPercent(areaHa: number, monitoredHa: number): number {
  return monitoredHa > 0 ? Math.round((areaHa / monitoredHa) * 10_000) / 100 : 0;
}

/**
 * Spec section 9: a change of 2 ha or more (growth or shrinkage) since the previous month's monitoring
 * raises an alert. The change is compared as shown, with 2 decimals.
 */
export function raisesAreaAlert(changeHa: number | null): boolean {
  return changeHa !== null && Math.abs(roundArea(changeHa)) >= AREA_ALERT_THRESHOLD_HA;
}

/** Change of the flagged area since the previous monitoring (null when there is none), in ha. */
export function areaChange(currentHa: number, previousHa: number | null): number | null {
  return previousHa === null ? null : roundArea(currentHa - previousHa);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_DAYS = 365.25;

/** Age in years (2 decimals) of a stand started on `from` (ISO date), on `at` (ISO date); never negative. */
export function ageInYears(from: string, at: string): number {
  const days = (Date.parse(at) - Date.parse(from)) / DAY_MS;
  return Math.max(0, Math.round((days / YEAR_DAYS) * 100) / 100);
}
