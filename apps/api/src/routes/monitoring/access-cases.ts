import { DEMO_IDS, type AccessCase } from '../../test/access-matrix';

/** Serra Azul's data: cliente and staff are linked to it, novo (Vale Verde only) is not. */
const SERRA_AZUL = DEMO_IDS.customers.serraAzul;
/** The first plot the seed creates is Serra Azul's, with weed and anomaly grids. */
const SERRA_AZUL_PLOT = 1;
/** A monitoring date of the demo seed: the grids route needs one (any date answers, maybe with no grid). */
const MONITORING_DATE = `${new Date().getUTCFullYear() - 1}-12-15`;
const linkedOnly = { anonymous: 401, customer: 200, outsider: 403, staff: 200 };

const read = (route: string, url: string): AccessCase => ({
  route: `GET /api/reports${route}`,
  method: 'GET',
  url: `/api/reports${url}`,
  expect: linkedOnly,
});

/** Every route of this module, as each kind of caller must see it (routes/access.test.ts walks them). */
export const monitoringAccessCases: AccessCase[] = [
  read('/plots', `/plots?customer_id=${SERRA_AZUL}`),
  read('/plots.geojson', `/plots.geojson?customer_id=${SERRA_AZUL}`),
  read('/plots/:id', `/plots/${SERRA_AZUL_PLOT}`),
  read('/metrics', `/metrics?customer_id=${SERRA_AZUL}&plot_id=${SERRA_AZUL_PLOT}`),
  ...(['weeds', 'anomalies'] as const).flatMap((kind) => [
    read(`/${kind}/dates`, `/${kind}/dates?customer_id=${SERRA_AZUL}`),
    read(`/${kind}/grid`, `/${kind}/grid?customer_id=${SERRA_AZUL}&plot_id=${SERRA_AZUL_PLOT}`),
    read(`/${kind}/summary`, `/${kind}/summary?customer_id=${SERRA_AZUL}`),
    read(`/${kind}/grids`, `/${kind}/grids?customer_id=${SERRA_AZUL}&date=${MONITORING_DATE}`),
  ]),
  read('/weather/locations', `/weather/locations?customer_id=${SERRA_AZUL}`),
  read('/weather/daily', `/weather/daily?customer_id=${SERRA_AZUL}`),
  read('/weather/monthly', `/weather/monthly?customer_id=${SERRA_AZUL}&from=2020-01-01`),
  read('/weather/forecast', `/weather/forecast?customer_id=${SERRA_AZUL}`),
  read('/weather/recent', `/weather/recent?customer_id=${SERRA_AZUL}`),
  read('/soil', `/soil?customer_id=${SERRA_AZUL}`),
  read('/vegetation', `/vegetation?customer_id=${SERRA_AZUL}&plot_id=${SERRA_AZUL_PLOT}`),
  read('/quarterly', `/quarterly?customer_id=${SERRA_AZUL}&year=2024&quarter=4`),
  read('/quarterly.pdf', `/quarterly.pdf?customer_id=${SERRA_AZUL}&year=2024&quarter=4`),
];
