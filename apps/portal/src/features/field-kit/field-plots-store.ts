import type { MonitoringGrid, PlotFeatureCollection } from '@dossel/api-client';

import type { DeviceDb } from '../../lib/offline/device-db';

/** A plot's outline with its properties, as `plots.geojson` answers it. */
export type PlotFeature = PlotFeatureCollection['features'][number];

/** Whose device data: the signed-in user, for the customer chosen. */
export interface FieldOwner {
  userId: number;
  customerId: number;
}

/** A plot taken to the field: its outline and its latest weed and anomaly grids, as they were when taken. */
export interface TakenPlot {
  plotId: number;
  feature: PlotFeature;
  weeds: MonitoringGrid;
  anomalies: MonitoringGrid;
  /** When it was taken (or refreshed): the map is as old as this. */
  savedAt: string;
}

/** The plots this user took to the field for this customer, by name. */
export async function takenPlots(db: DeviceDb, owner: FieldOwner): Promise<TakenPlot[]> {
  const range = IDBKeyRange.bound(
    [owner.userId, owner.customerId, -Infinity],
    [owner.userId, owner.customerId, Infinity],
  );
  const rows = await db.getAll('fieldPlots', range);
  return rows
    .map((row) => ({
      plotId: row.plotId,
      feature: row.feature as PlotFeature,
      weeds: row.weeds as MonitoringGrid,
      anomalies: row.anomalies as MonitoringGrid,
      savedAt: row.savedAt,
    }))
    .sort((a, b) => a.feature.properties.name.localeCompare(b.feature.properties.name));
}

/** Keeps (or refreshes) a plot on the device with its grids. */
export function keepPlot(db: DeviceDb, owner: FieldOwner, plot: TakenPlot): Promise<unknown> {
  return db.put('fieldPlots', { ...owner, ...plot });
}

/** Takes a plot off the device. */
export function dropPlot(db: DeviceDb, owner: FieldOwner, plotId: number): Promise<void> {
  return db.delete('fieldPlots', [owner.userId, owner.customerId, plotId]);
}
