import { encodeGridRaster, type MonitoringGrid } from '@dossel/api-client';
import { describe, expect, it } from 'vitest';

import { cellPolygon, flaggedAreasGeoJson } from './flagged-areas';

/** Metres between two positions along a meridian or a parallel (short distances, equirectangular). */
function metres([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.hypot(x, y) * 6_378_137;
}

const grid = (plotId: number, levels: number[]): MonitoringGrid => ({
  kind: 'weeds',
  plotId,
  date: '2025-11-15',
  imageDate: '2025-11-11',
  cellSizeM: 50,
  raster: encodeGridRaster(
    levels.map((level, index) => ({ lon: -51.7 + index * 0.0005, lat: -20.8, level, areaHa: 0.25 })),
    50,
  ),
});
const plots = new Map([[1, { name: 'SR-001', farm: 'Fazenda Santa Rita' }]]);
const about = {
  customer: { id: 1, name: 'Reflorestadora Serra Azul' },
  date: '2025-11-15',
  filters: { Fazenda: 'Fazenda Santa Rita' },
  generatedAt: '2025-11-26T10:00:00.000Z',
};

describe('flagged areas as GeoJSON', () => {
  it('draws a cell as the closed square of its size around its centre', () => {
    const [ring] = cellPolygon({ lon: -51.7, lat: -20.8 }, 50).coordinates;
    expect(ring).toHaveLength(5);
    expect(ring?.[4]).toEqual(ring?.[0]);
    const [sw, se, ne] = ring as Array<[number, number]>;
    expect(metres(sw as [number, number], se as [number, number])).toBeCloseTo(50, 0);
    expect(metres(se as [number, number], ne as [number, number])).toBeCloseTo(50, 0);
  });

  it('holds the cells at levels 2 and 3 for weeds, and level 3 only for anomalies', () => {
    const levels = [1, 2, 3, 2, 1];
    const weeds = flaggedAreasGeoJson([grid(1, levels)], plots, { ...about, kind: 'weeds' });
    expect(weeds.features.map((feature) => feature.properties.level)).toEqual([2, 3, 2]);
    const anomalies = flaggedAreasGeoJson([grid(1, levels)], plots, { ...about, kind: 'anomalies' });
    expect(anomalies.features.map((feature) => feature.properties.level)).toEqual([3]);
    expect(anomalies.features[0]?.properties).toEqual({
      plotId: 1,
      plot: 'SR-001',
      farm: 'Fazenda Santa Rita',
      level: 3,
      areaHa: 0.25,
      imageDate: '2025-11-11',
    });
  });

  it('places each cell where the grid has it', () => {
    const geojson = flaggedAreasGeoJson([grid(1, [1, 3])], plots, { ...about, kind: 'weeds' });
    const [ring] = geojson.features[0]?.geometry.coordinates ?? [];
    const [[west = 0, south = 0] = [], , [east = 0, north = 0] = []] = ring ?? [];
    expect((west + east) / 2).toBeCloseTo(-51.6995, 6);
    expect((south + north) / 2).toBeCloseTo(-20.8, 6);
  });

  it('says what it holds: customer, kind, date, image dates, filters and when it was made', () => {
    const geojson = flaggedAreasGeoJson([grid(1, [2])], plots, { ...about, kind: 'weeds' });
    expect(geojson.dossel).toEqual({
      ...about,
      kind: 'weeds',
      levels: [2, 3],
      imageDates: [{ plotId: 1, plot: 'SR-001', imageDate: '2025-11-11' }],
    });
  });
});
