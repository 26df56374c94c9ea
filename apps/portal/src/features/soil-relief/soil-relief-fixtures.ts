// Fixtures of the soil and relief screen's stories and tests: the fake server's soils of the plots of
// `src/testing/plot-fixtures`, answered by customer as the API does.
import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import type { PlotSoil } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { answers, fakePlots, manyFakePlots } from '../../testing/plot-fixtures';

function soil(
  plotId: number,
  soilOrder: PlotSoil['soilOrder'],
  texturalClass: PlotSoil['texturalClass'],
  altitudeM: number,
  slopePct: number,
): PlotSoil {
  const plot = manyFakePlots.find((item) => item.id === plotId);
  if (!plot) throw new Error(`no fake plot ${plotId}`);
  return {
    plotId,
    plotName: plot.name,
    gloc1: plot.gloc1,
    areaHa: plot.areaHa,
    soilOrder,
    texturalClass,
    altitudeM,
    slopePct,
  };
}

/** Slopes on the spec's limits: 3 % is flat, 8 % gently undulating, 45 % strongly undulating. */
export const fakeSoils: PlotSoil[] = [
  soil(11, 'Latossolo', 'Argilosa', 612, 3),
  soil(12, 'Latossolo', 'Média', 688, 8),
  soil(14, 'Argissolo', 'Arenosa', 745, 12.5),
  soil(15, 'Neossolo', 'Arenosa', 803, 45),
  soil(21, 'Cambissolo', 'Muito argilosa', 910, 52),
];

const SOIL_ORDERS: PlotSoil['soilOrder'][] = ['Latossolo', 'Argissolo', 'Neossolo', 'Cambissolo'];
const TEXTURES: PlotSoil['texturalClass'][] = ['Argilosa', 'Média', 'Arenosa', 'Muito argilosa'];

/** The soils of Serra Azul's ~150 plots (`manyFakePlots`), for the long table's stories. */
export const manySoils: PlotSoil[] = [
  ...fakeSoils,
  ...manyFakePlots
    .filter((plot) => !fakePlots.includes(plot))
    .map((plot, index) =>
      soil(
        plot.id,
        SOIL_ORDERS[index % SOIL_ORDERS.length] as PlotSoil['soilOrder'],
        TEXTURES[index % TEXTURES.length] as PlotSoil['texturalClass'],
        600 + ((index * 53) % 400),
        (index * 7) % 50,
      ),
    ),
];

/** The soil endpoint over `soils`; `extra` adds or replaces routes. */
export function soilRoutes(soils: readonly PlotSoil[] = fakeSoils, extra: FakeRoutes = {}): FakeRoutes {
  return {
    [routeKey(monitoringEndpoints.soil)]: ({ query }) => soils.filter((row) => answers(row.plotId, query)),
    ...extra,
  };
}
