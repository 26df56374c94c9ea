import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { createGridsRepository } from './grids';
import { createPlotSeriesRepository } from './metrics';
import { createPlotsRepository } from './plots';
import { createWeatherRepository } from './weather';

/** The repositories of the monitoring area, built by its route module on the app's database. */
export function createMonitoringRepositories(db: Kysely<Database>) {
  return {
    plots: createPlotsRepository(db),
    series: createPlotSeriesRepository(db),
    grids: createGridsRepository(db),
    weather: createWeatherRepository(db),
  };
}
export type MonitoringRepositories = ReturnType<typeof createMonitoringRepositories>;
