import { ageInYears, roundArea, type AgeClass, type QuarterlyReport } from '@dossel/api-client';

/** Whole-year age classes; the last one holds every stand of 7 years or more. */
const OPEN_CLASS_FROM = 7;

/** The calendar quarter's first and last days: quarter 1 is January to March. */
export function quarterBounds(year: number, quarter: number): { from: string; to: string } {
  const firstMonth = (quarter - 1) * 3;
  const from = new Date(Date.UTC(year, firstMonth, 1));
  const to = new Date(Date.UTC(year, firstMonth + 3, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

export interface StandStock {
  areaHa: number;
  rotationStart: string;
  cutAgeYears: number;
  /** Likely total volume with bark of the latest measurement, m³/ha (0 when not measured yet). */
  vtccLikely: number;
}

/**
 * The quarterly productivity report: the stands standing at the end of the quarter, by age class, with
 * their area, standing stock (m³ with bark) and the area-weighted planned cut age.
 */
export function buildQuarterlyReport(
  customerId: number,
  year: number,
  quarter: number,
  stands: readonly StandStock[],
): QuarterlyReport {
  const { from, to } = quarterBounds(year, quarter);
  const classes = Array.from({ length: OPEN_CLASS_FROM + 1 }, (_, index) => ({
    index,
    plots: 0,
    areaHa: 0,
    stock: 0,
    cutAgeArea: 0,
  }));
  for (const stand of stands) {
    const age = ageInYears(stand.rotationStart, to);
    const entry = classes[Math.min(OPEN_CLASS_FROM, Math.floor(age))];
    if (!entry) continue;
    entry.plots += 1;
    entry.areaHa += stand.areaHa;
    entry.stock += stand.vtccLikely * stand.areaHa;
    entry.cutAgeArea += stand.cutAgeYears * stand.areaHa;
  }
  const ageClasses: AgeClass[] = classes.map((entry) => ({
    ageClass: entry.index === OPEN_CLASS_FROM ? `${OPEN_CLASS_FROM}+` : `${entry.index}-${entry.index + 1}`,
    minAgeYears: entry.index,
    maxAgeYears: entry.index === OPEN_CLASS_FROM ? null : entry.index + 1,
    plots: entry.plots,
    areaHa: roundArea(entry.areaHa),
    stockM3cc: Math.round(entry.stock),
    cutAgeYears: entry.areaHa > 0 ? Math.round((entry.cutAgeArea / entry.areaHa) * 10) / 10 : null,
  }));
  return {
    customerId,
    year,
    quarter,
    from,
    to,
    ageClasses,
    totals: {
      plots: classes.reduce((sum, entry) => sum + entry.plots, 0),
      areaHa: roundArea(classes.reduce((sum, entry) => sum + entry.areaHa, 0)),
      stockM3cc: Math.round(classes.reduce((sum, entry) => sum + entry.stock, 0)),
    },
  };
}
