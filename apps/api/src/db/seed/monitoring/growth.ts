import type { Insertable } from 'kysely';

import type { PlotMetricsTable } from '../../schema-monitoring';
import type { Random } from '../random';

/** What stays the same for a plot across its measurements. */
export interface Stand {
  /** Site productivity: 1 is a good eucalyptus site (IMA near 45 m³/ha/year at 7 years). */
  site: number;
  /** Plants per ha at planting, from the spacing. */
  plantedPerHa: number;
  /** Survival at the first year, in %. */
  survivalPct: number;
  basicDensity: number;
  weatherImpactPct: number;
  managementPerformancePct: number;
  contractStatus: 'active' | 'inactive';
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Total volume with bark (m³/ha) at an age: a Chapman-Richards curve scaled by the site. */
export function totalVolume(site: number, ageYears: number): number {
  return 420 * site * (1 - Math.exp(-0.35 * ageYears)) ** 3;
}

function growthRate(site: number, ageYears: number): number {
  const e = Math.exp(-0.35 * ageYears);
  return 420 * site * 3 * (1 - e) ** 2 * 0.35 * e;
}

/** Plants per ha of a spacing such as '3x2' or '3.5x2.5'. */
export function plantsPerHa(spacing: string): number {
  const [rows = 3, plants = 2] = spacing.split('x').map(Number);
  return Math.round(10_000 / (rows * plants));
}

export function newStand(random: Random, spacing: string, inactive: boolean): Stand {
  return {
    site: random.between(0.62, 1.12),
    plantedPerHa: plantsPerHa(spacing),
    survivalPct: random.between(90, 98.5),
    basicDensity: random.between(440, 500),
    weatherImpactPct: random.between(-14, 8),
    managementPerformancePct: random.between(82, 108),
    contractStatus: inactive ? 'inactive' : 'active',
  };
}

/**
 * The metrics of a plot measured at an age, plausible for eucalyptus: IMA of 25 to 50 m³/ha/year at
 * cut age, dominant height near 30 m at 7 years, DAP near 16 cm, basic density rising with age.
 */
export function metricsAt(
  random: Random,
  stand: Stand,
  plotId: number,
  measuredOn: string,
  ageYears: number,
): Insertable<PlotMetricsTable> {
  const { site } = stand;
  const noise = random.between(0.95, 1.05);
  const vtcc = totalVolume(site, ageYears) * noise;
  const survivalPct = Math.max(70, stand.survivalPct - ageYears * random.between(0.3, 1.1));
  const stems = Math.round((stand.plantedPerHa * survivalPct) / 100);
  const dominantHeight = 38 * Math.sqrt(site) * (1 - Math.exp(-0.42 * ageYears)) ** 1.3;
  const dap = 17.5 * site ** 0.3 * (1 - Math.exp(-0.45 * ageYears)) ** 1.2;
  const commercialWithBark = vtcc * Math.min(0.95, 0.55 + 0.06 * ageYears);
  const commercialWithoutBark = commercialWithBark * 0.87;
  return {
    plot_id: plotId,
    measured_on: measuredOn,
    age_years: round(ageYears),
    vtcc_pessimistic: round(vtcc * random.between(0.84, 0.9), 1),
    vtcc_likely: round(vtcc, 1),
    vtcc_optimistic: round(vtcc * random.between(1.1, 1.16), 1),
    vtcc_historic_max: round(vtcc * random.between(1.2, 1.32), 1),
    vtcc_historic_min: round(vtcc * random.between(0.62, 0.74), 1),
    ima: round(commercialWithoutBark / ageYears),
    ima_tcc: round(vtcc / ageYears),
    ica: round((totalVolume(site, ageYears) - totalVolume(site, Math.max(0, ageYears - 1))) * noise),
    current_increment: round(growthRate(site, ageYears) * noise),
    basal_area: round((stems * Math.PI * (dap / 200) ** 2) as number),
    dominant_height: round(dominantHeight, 1),
    mean_height: round(dominantHeight * random.between(0.84, 0.9), 1),
    dap: round(dap, 1),
    stems_per_ha: stems,
    basic_density: round(stand.basicDensity + 6 * Math.min(ageYears, 8), 1),
    total_volume_with_bark: round(vtcc, 1),
    total_volume_without_bark: round(vtcc * 0.88, 1),
    commercial_volume_with_bark: round(commercialWithBark, 1),
    commercial_volume_without_bark: round(commercialWithoutBark, 1),
    survival_pct: round(survivalPct, 1),
    // Spec section 9: damage estimates apply to forests older than 2 years.
    damage_pct: ageYears > 2 ? round(random.between(0, 1) ** 2 * 12, 1) : null,
    canopy_vigor_index: round(Math.min(0.95, 0.45 + 0.35 * site * random.between(0.9, 1.1)), 3),
    weather_impact_pct: round(stand.weatherImpactPct + random.between(-2, 2), 1),
    management_performance_pct: round(stand.managementPerformancePct + random.between(-3, 3), 1),
    contract_status: stand.contractStatus,
  };
}
