import { alertLoss } from '../monitoring/alert-loss';
import type { AlertLossFigures, MonitoringSummary } from '../monitoring/schemas';

/** The IMA the fake losses assume, in m³/ha/year. */
export const FAKE_IMA = 35;

/**
 * An alert's loss as the API records it (`alertLoss`), for a plot of IMA 35 planted on 2021-03-10 and cut
 * at 7, monitored on 2025-12-15 (4.77 years old): 2.23 years of growth lost. `priceBrlPerM3` null: no R$.
 */
export function fakeAlertLoss(changeHa: number, priceBrlPerM3: number | null): AlertLossFigures {
  const loss = alertLoss({
    changeHa,
    imaM3HaYear: FAKE_IMA,
    rotationStart: '2021-03-10',
    cutAgeYears: 7,
    date: '2025-12-15',
    priceBrlPerM3,
  });
  return { ...loss, imaM3HaYear: FAKE_IMA, cutAgeYears: 7, priceBrlPerM3 };
}

/** A summary whose alerts carry their loss, priced at `priceBrlPerM3` (null: no wood price). */
export function withAlertLosses(summary: MonitoringSummary, priceBrlPerM3: number | null): MonitoringSummary {
  return {
    ...summary,
    plots: summary.plots.map((plot) =>
      plot.alert && plot.changeHa !== null
        ? { ...plot, loss: fakeAlertLoss(plot.changeHa, priceBrlPerM3) }
        : plot,
    ),
  };
}
