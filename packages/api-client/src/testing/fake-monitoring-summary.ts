import type { RequestOptions } from '../client';
import { monitoringEndpoints } from '../monitoring/endpoints';
import type { LevelArea, MonitoringKind } from '../monitoring/rules';
import type { MonitoringSummary } from '../monitoring/schemas';
import { monitoringSummaryOf } from '../monitoring/summary';
import { fakeRoute, type FakeRoutes } from './fake-api-client';

/** A plot of a fake server with its grids of one kind. */
export interface FakeMonitoredPlot {
  id: number;
  customerId: number;
  name: string;
  farm: string | null;
  areaHa: number;
  /** Its grids by monitoring date: the satellite image's date and the cells' levels and areas. */
  grids: Partial<Record<string, { imageDate: string; cells: readonly LevelArea[] }>>;
}

/**
 * The summary of `kind` for a customer on `date` (its latest monitoring date without one), as the API
 * answers it: the same rule (`monitoringSummaryOf`) over the customer's plots, each with its grid on the
 * date and its latest one before. No loss is recorded on a fake server (see `withAlertLosses`).
 */
export function fakeMonitoringSummary(
  kind: MonitoringKind,
  customerId: number,
  date: string | undefined,
  plots: readonly FakeMonitoredPlot[],
): MonitoringSummary {
  const own = plots.filter((plot) => plot.customerId === customerId);
  const datesOf = (plot: FakeMonitoredPlot) =>
    Object.keys(plot.grids)
      .filter((day) => plot.grids[day])
      .sort();
  const on = date ?? own.flatMap(datesOf).sort().at(-1) ?? null;
  return monitoringSummaryOf(
    kind,
    on,
    own.map((plot) => {
      const current = on ? plot.grids[on] : undefined;
      const previousDate = on
        ? datesOf(plot)
            .filter((day) => day < on)
            .at(-1)
        : undefined;
      const previous = previousDate ? plot.grids[previousDate] : undefined;
      return {
        plotId: plot.id,
        plotName: plot.name,
        gloc1: plot.farm,
        plotAreaHa: plot.areaHa,
        current: current ? { imageDate: current.imageDate, levels: current.cells } : null,
        previous: previousDate && previous ? { date: previousDate, levels: previous.cells } : null,
        loss: null,
      };
    }),
  );
}

/** A fake server's summary endpoints of both kinds over `plots`, by the query's customer and date. */
export function fakeMonitoringSummaryRoutes(plots: readonly FakeMonitoredPlot[]): FakeRoutes {
  const summary = (kind: MonitoringKind) => (call: { query: RequestOptions['query'] }) =>
    fakeMonitoringSummary(kind, Number(call.query?.customer_id), call.query?.date?.toString(), plots);
  return {
    ...fakeRoute(monitoringEndpoints.weedsSummary, summary('weeds')),
    ...fakeRoute(monitoringEndpoints.anomaliesSummary, summary('anomalies')),
  };
}
