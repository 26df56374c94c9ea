import type { PlotMetrics } from '@dossel/api-client';

import type { Stand } from './stands';

/** The numeric metrics of a measurement (spec section 3), in the order the table and its CSV show them. */
export const METRIC_KEYS = [
  'vtccPessimistic',
  'vtccLikely',
  'vtccOptimistic',
  'vtccHistoricMax',
  'vtccHistoricMin',
  'ima',
  'imaTcc',
  'ica',
  'currentIncrement',
  'basalArea',
  'dominantHeight',
  'meanHeight',
  'dap',
  'stemsPerHa',
  'basicDensity',
  'totalVolumeWithBark',
  'totalVolumeWithoutBark',
  'commercialVolumeWithBark',
  'commercialVolumeWithoutBark',
  'survivalPct',
  'damagePct',
  'canopyVigorIndex',
  'weatherImpactPct',
  'managementPerformancePct',
] as const satisfies ReadonlyArray<keyof PlotMetrics>;
export type MetricKey = (typeof METRIC_KEYS)[number];

/** Decimals a metric is shown with: whole stems, a 3-decimal index, 2 decimals otherwise (spec section 9). */
export function metricDecimals(key: MetricKey): number {
  if (key === 'stemsPerHa') return 0;
  return key === 'canopyVigorIndex' ? 3 : 2;
}

/** Why a stand shows no figure for a metric: too young for it, or not measured yet. */
export type MissingReason = 'young' | 'damage' | 'notMeasured';

export function missingReason(stand: Stand, key: MetricKey): MissingReason | null {
  if (!stand.hasPerformance) return 'young';
  if (!stand.metrics) return 'notMeasured';
  if (key === 'damagePct' && (!stand.hasDamage || stand.metrics.damagePct === null)) return 'damage';
  return null;
}

/** A metric of a stand, or null when the stand's age (or a missing measurement) allows no figure. */
export function metricValue(stand: Stand, key: MetricKey): number | null {
  return missingReason(stand, key) === null ? (stand.metrics?.[key] ?? null) : null;
}
