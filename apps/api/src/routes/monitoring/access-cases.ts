import { monitoringEndpoints as endpoints, type EndpointDeclaration } from '@dossel/api-client';

import { at, DEMO_IDS, type AccessCase } from '../../test/access-matrix';

/** Serra Azul's data: cliente and staff are linked to it, novo (Vale Verde only) is not. */
const SERRA_AZUL = DEMO_IDS.customers.serraAzul;
/** The first plot the seed creates is Serra Azul's, with weed and anomaly grids. */
const SERRA_AZUL_PLOT = 1;
/** A monitoring date of the demo seed: the grids route needs one (any date answers, maybe with no grid). */
const MONITORING_DATE = `${new Date().getUTCFullYear() - 1}-12-15`;
const linkedOnly = { anonymous: 401, customer: 200, outsider: 403, staff: 200 };

const customer = `customer_id=${SERRA_AZUL}`;
const plot = `${customer}&plot_id=${SERRA_AZUL_PLOT}`;
const quarter = `${customer}&year=2024&quarter=4`;

/** A read of Serra Azul's data with the query given: only its linked users (and staff) get it. */
const read = (endpoint: EndpointDeclaration, query: string): AccessCase => ({
  ...at(endpoint, {}, query),
  expect: linkedOnly,
});

/** Every route of this module, as each kind of caller must see it (routes/access.test.ts walks them). */
export const monitoringAccessCases: AccessCase[] = [
  read(endpoints.plots, customer),
  read(endpoints.plotsGeojson, customer),
  { ...at(endpoints.plot, { id: SERRA_AZUL_PLOT }), expect: linkedOnly },
  read(endpoints.metrics, plot),
  ...(['weeds', 'anomalies'] as const).flatMap((kind) => [
    read(endpoints[`${kind}Dates`], customer),
    read(endpoints[`${kind}Grid`], plot),
    read(endpoints[`${kind}Summary`], customer),
    read(endpoints[`${kind}Grids`], `${customer}&date=${MONITORING_DATE}`),
  ]),
  read(endpoints.weatherLocations, customer),
  read(endpoints.weatherDaily, customer),
  read(endpoints.weatherMonthly, `${customer}&from=2020-01-01`),
  read(endpoints.weatherForecast, customer),
  read(endpoints.weatherRecent, customer),
  read(endpoints.soil, customer),
  read(endpoints.vegetation, plot),
  read(endpoints.quarterly, quarter),
  read(endpoints.quarterlyPdf, quarter),
];
