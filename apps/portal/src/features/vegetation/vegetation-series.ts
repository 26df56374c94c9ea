import type { VegetationPoint } from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';

/** One date of a plot's series, beside the mean of all the customer's plots on that date. */
export interface VegetationRow {
  date: string;
  ndvi: number;
  evi: number;
  /** Mean of the customer's plots on the date; null while unknown. */
  meanNdvi: number | null;
  meanEvi: number | null;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The mean NDVI and EVI of all the plots observed on each date (indices have 3 decimals). */
export function meanByDate(points: readonly VegetationPoint[]): Map<string, { ndvi: number; evi: number }> {
  const sums = new Map<string, { ndvi: number; evi: number; plots: number }>();
  for (const point of points) {
    const sum = sums.get(point.date) ?? { ndvi: 0, evi: 0, plots: 0 };
    sums.set(point.date, { ndvi: sum.ndvi + point.ndvi, evi: sum.evi + point.evi, plots: sum.plots + 1 });
  }
  return new Map(
    [...sums].map(([date, sum]) => [
      date,
      { ndvi: round3(sum.ndvi / sum.plots), evi: round3(sum.evi / sum.plots) },
    ]),
  );
}

/** A plot's series in date order, each date with the customer's mean when `customer` has it. */
export function vegetationRows(
  plot: readonly VegetationPoint[],
  customer: readonly VegetationPoint[] | undefined,
): VegetationRow[] {
  const means = meanByDate(customer ?? []);
  return [...plot]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, ndvi, evi }) => {
      const mean = means.get(date);
      return { date, ndvi, evi, meanNdvi: mean?.ndvi ?? null, meanEvi: mean?.evi ?? null };
    });
}

/** What each part of the screen receives: the rows shown, and the filters and date its export names. */
export interface VegetationPartProps {
  rows: readonly VegetationRow[];
  filters: CsvAbout;
  dataDate: string | null;
}
