import {
  countedLevels,
  gridCells,
  type GridCell,
  type MonitoringGrid,
  type MonitoringKind,
  type Polygon,
} from '@dossel/api-client';

/** Metres in a degree of latitude (and of longitude at the equator), on the WGS84 mean radius. */
const METRES_PER_DEGREE = 111_320;
/** Seven decimals of a degree are about a centimetre: finer digits only make the file larger. */
const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

/** A grid cell as the square of `sizeM` metres around its centre, in WGS84 (closed ring, counter-clockwise). */
export function cellPolygon(cell: Pick<GridCell, 'lon' | 'lat'>, sizeM: number): Polygon {
  const halfLat = sizeM / 2 / METRES_PER_DEGREE;
  const halfLon = sizeM / 2 / (METRES_PER_DEGREE * Math.cos((cell.lat * Math.PI) / 180));
  const [west, east] = [round(cell.lon - halfLon), round(cell.lon + halfLon)];
  const [south, north] = [round(cell.lat - halfLat), round(cell.lat + halfLat)];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/** What a plot of the export is called and where it is. */
export interface FlaggedPlot {
  name: string;
  farm: string | null;
}

/** What the file says it holds, as the foreign member `dossel` of the FeatureCollection (RFC 7946 §6.1). */
export interface FlaggedAreasAbout {
  customer: { id: number; name: string };
  kind: MonitoringKind;
  /** The monitoring date. */
  date: string;
  /** The filters of the screen, by their label. */
  filters: Record<string, string>;
  generatedAt: string;
}

/**
 * The flagged areas of a monitoring as GeoJSON: each cell at a counted level (weeds: 2 and 3, infested;
 * anomalies: 3, affected) becomes a square polygon with its level, area and plot. The `dossel` member says
 * what the file holds, including the image date of each plot.
 */
export function flaggedAreasGeoJson(
  grids: readonly MonitoringGrid[],
  plots: ReadonlyMap<number, FlaggedPlot>,
  about: FlaggedAreasAbout,
) {
  const levels: readonly number[] = countedLevels(about.kind);
  const features = grids.flatMap((grid) => {
    const plot = plots.get(grid.plotId);
    const sizeM = grid.cellSizeM;
    if (!plot || sizeM === null) return [];
    return gridCells(grid)
      .filter((cell) => levels.includes(cell.level))
      .map((cell) => ({
        type: 'Feature' as const,
        geometry: cellPolygon(cell, sizeM),
        properties: {
          plotId: grid.plotId,
          plot: plot.name,
          farm: plot.farm,
          level: cell.level,
          areaHa: cell.areaHa,
          imageDate: grid.imageDate,
        },
      }));
  });
  const imageDates = grids.flatMap((grid) => {
    const plot = plots.get(grid.plotId);
    return plot ? [{ plotId: grid.plotId, plot: plot.name, imageDate: grid.imageDate }] : [];
  });
  return {
    type: 'FeatureCollection' as const,
    dossel: { ...about, levels, imageDates },
    features,
  };
}
