import type { MonitoringSummaryPlot } from '@dossel/api-client';

type Ordered = Pick<MonitoringSummaryPlot, 'plotName' | 'monitored' | 'flaggedAreaHa' | 'alert'>;

/** Alerts first, then the other monitored plots, then those not monitored on the date. */
const concern = (plot: Ordered) => (plot.alert ? 0 : plot.monitored ? 1 : 2);

const byName = (a: Ordered, b: Ordered) => a.plotName.localeCompare(b.plotName, undefined, { numeric: true });

/**
 * The order of the table per plot, what needs attention first: plots with an alert, then the monitored ones,
 * each by flagged area (largest first), then the plots not monitored, by name.
 */
export function byConcern(a: Ordered, b: Ordered): number {
  return (
    concern(a) - concern(b) ||
    (a.monitored && b.monitored ? b.flaggedAreaHa - a.flaggedAreaHa : 0) ||
    byName(a, b)
  );
}
