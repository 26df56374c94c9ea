// How the weed and anomaly summaries (`GET /reports/{kind}/summary`) are put together: the API's repository
// reads each plot's level areas on the date and on its previous monitoring (summed in SQL), a fake server
// reads them from its fixtures; both answer through `monitoringSummaryOf`, so the order of the plots, the
// change, the alert and the totals are one rule.
import {
  areaChange,
  areaPercent,
  flaggedArea,
  monitoredArea,
  raisesAreaAlert,
  roundArea,
  type LevelArea,
  type MonitoringKind,
} from './rules';
import type { AlertLossFigures, MonitoringSummary, MonitoringSummaryPlot } from './schemas';

/** What the summary needs of one plot of the customer on the summary's date. */
export interface PlotMonitoring {
  plotId: number;
  plotName: string;
  gloc1: string | null;
  plotAreaHa: number;
  /** Its grid on the date (the image's date, the areas by level); null when it was not monitored then. */
  current: { imageDate: string | null; levels: readonly LevelArea[] } | null;
  /** Its latest monitoring before the date (the date, the areas by level); null when there is none. */
  previous: { date: string; levels: readonly LevelArea[] } | null;
  /** The loss recorded for its alert on the date; null without one. */
  loss: AlertLossFigures | null;
}

/** Farm (a plot without one first), then name, then id: the summary's order on every database. */
function byPlace(a: PlotMonitoring, b: PlotMonitoring): number {
  if (a.gloc1 !== b.gloc1) {
    if (a.gloc1 === null) return -1;
    if (b.gloc1 === null) return 1;
    const farm = a.gloc1.localeCompare(b.gloc1, 'pt-BR');
    if (farm !== 0) return farm;
  }
  return a.plotName.localeCompare(b.plotName, 'pt-BR') || a.plotId - b.plotId;
}

function summaryPlot(kind: MonitoringKind, plot: PlotMonitoring): MonitoringSummaryPlot {
  const monitored = plot.current !== null;
  const levels = plot.current?.levels ?? [];
  const monitoredHa = monitoredArea(levels);
  const flaggedHa = flaggedArea(kind, levels);
  // A change is told only of a plot monitored on the date, against its own previous monitoring.
  const previous = monitored ? plot.previous : null;
  const changeHa = monitored
    ? areaChange(flaggedHa, previous ? flaggedArea(kind, previous.levels) : null)
    : null;
  return {
    plotId: plot.plotId,
    plotName: plot.plotName,
    gloc1: plot.gloc1,
    plotAreaHa: plot.plotAreaHa,
    monitored,
    imageDate: plot.current?.imageDate ?? null,
    monitoredAreaHa: monitoredHa,
    flaggedAreaHa: flaggedHa,
    flaggedPct: areaPercent(flaggedHa, monitoredHa),
    previousDate: previous?.date ?? null,
    changeHa,
    alert: raisesAreaAlert(changeHa),
    loss: plot.loss,
  };
}

/**
 * The summary of `kind` on `date` (null: the customer has no monitoring yet) over every plot of the
 * customer, monitored or not: each plot's monitored and flagged area (infested or affected), its change
 * since its previous monitoring and whether that raises an alert, by farm, name and id; and the totals.
 */
export function monitoringSummaryOf(
  kind: MonitoringKind,
  date: string | null,
  plots: readonly PlotMonitoring[],
): MonitoringSummary {
  const rows = [...plots].sort(byPlace).map((plot) => summaryPlot(kind, plot));
  const monitoredHa = roundArea(rows.reduce((sum, row) => sum + row.monitoredAreaHa, 0));
  const flaggedHa = roundArea(rows.reduce((sum, row) => sum + row.flaggedAreaHa, 0));
  return {
    kind,
    date,
    plots: rows,
    totals: {
      plots: rows.length,
      monitoredPlots: rows.filter((row) => row.monitored).length,
      monitoredAreaHa: monitoredHa,
      flaggedAreaHa: flaggedHa,
      flaggedPct: areaPercent(flaggedHa, monitoredHa),
      alerts: rows.filter((row) => row.alert).length,
    },
  };
}
