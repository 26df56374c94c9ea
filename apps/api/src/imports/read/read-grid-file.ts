import type { GridRaster, ImportMapping } from '@dossel/api-client';

import { projectionOf } from '../crs/projection';
import { readClassificationRaster } from '../formats/raster/read-classification-raster';
import { ImportFileError, type ImportProblem } from '../import-problem';
import { displayLattice, type DisplayLattice } from '../geometry/display-lattice';
import { pixelArea } from '../geometry/pixel-grid';
import type { PlotGeometry, Position } from '../geometry/geojson';
import { polygonsOf } from '../geometry/geojson';
import { rasterToPlots, type MonitoringLevel } from '../geometry/raster-to-plots';

/** A live plot of the customer, as the grids are assigned to it. */
export interface GridPlot {
  id: number;
  geometry: PlotGeometry;
}

/** One plot's grid as an import would publish it: exact areas by level, and the lattice the map draws. */
export interface StagedGrid {
  plotId: number;
  cellSizeM: number;
  areaHaByLevel: Record<MonitoringLevel, number>;
  /** The plot's area under cells of levels 1 to 3, as the screens' "monitored area" sums it. */
  monitoredHa: number;
  /** Null for a plot the raster covers without a cell of any level (clean). */
  raster: GridRaster | null;
}

export interface GridFileRead {
  columns: string[];
  /** A file of cells names the property holding their level; a raster needs none. */
  mapping?: ImportMapping;
  /** Plots the raster reaches. */
  items: number;
  problems: ImportProblem[];
  grids: StagedGrid[];
  /** Pixels with data outside every plot: left out, counted for the preview. */
  cellsOutside: number;
}

/**
 * Reads a weed or anomaly classification (a GeoTIFF, any CRS in metres; nodata honoured) over the
 * customer's plots: each plot's area by level from the pixels clipped by its outline, and its levels on a
 * lon/lat lattice for the map. A raster that reaches none of the plots is refused (`monitoring.noOverlap`).
 */
export async function readGridFile(
  path: string,
  extension: string,
  plots: readonly GridPlot[],
): Promise<GridFileRead> {
  if (extension !== 'tif' && extension !== 'tiff')
    throw new ImportFileError('file.unsupportedType', { extension, accepted: 'tif, tiff, geojson, json' });
  if (plots.length === 0) throw new ImportFileError('monitoring.noPlots');
  const { raster, problems } = await readClassificationRaster(path);
  const projection = projectionOf(raster.epsg);
  const project = (ring: Position[]) => ring.map(([lon = 0, lat = 0]) => projection.fromLonLat([lon, lat]));
  const projected = plots.map((plot) => ({
    id: plot.id,
    geometry: {
      type: 'MultiPolygon' as const,
      coordinates: polygonsOf(plot.geometry).map((rings) => rings.map(project)),
    },
  }));
  const result = rasterToPlots(raster, projected, (x, y) => projection.toLonLat([x, y]), { cells: false });
  if (result.pixelsInPlots === 0) throw new ImportFileError('monitoring.noOverlap');

  const grids: StagedGrid[] = [];
  result.plots.forEach((levels, index) => {
    if (levels.monitoredHa <= 0) return;
    const plot = plots[index] as GridPlot;
    const lattice = displayLattice(
      raster.levels,
      raster.width,
      raster.height,
      raster.transform,
      projection,
      plot.geometry,
    );
    const areaHaByLevel = levels.areaHaByLevel;
    grids.push({
      plotId: levels.plotId,
      cellSizeM: lattice?.cellSizeM ?? Math.sqrt(pixelArea(raster.transform)),
      areaHaByLevel,
      monitoredHa: areaHaByLevel[1] + areaHaByLevel[2] + areaHaByLevel[3],
      raster: lattice && gridRasterOf(lattice, areaHaByLevel),
    });
  });
  return { columns: [], items: grids.length, problems, grids, cellsOutside: result.pixelsOutsidePlots };
}

/**
 * The lattice in the contract's compact form. Each level's exact area is shared evenly among its cells, so
 * that the screens' sums of cell areas give the areas measured on the clipped pixels.
 */
function gridRasterOf(lattice: DisplayLattice, areaHaByLevel: Record<MonitoringLevel, number>): GridRaster {
  const perCell = [0, 1, 2, 3].map((level) =>
    level === 0
      ? 0
      : areaHaByLevel[level as MonitoringLevel] / Math.max(1, lattice.countByLevel[level] as number),
  );
  const present = [1, 2, 3].filter((level) => (lattice.countByLevel[level] as number) > 0);
  const single = present.every((level) => perCell[level] === perCell[present[0] as number]);
  const areas: number[] = [];
  if (!single) for (const level of lattice.levels) if (level > 0) areas.push(perCell[level] as number);
  return {
    originLon: lattice.originLon,
    originLat: lattice.originLat,
    stepLon: lattice.stepLon,
    stepLat: lattice.stepLat,
    columns: lattice.columns,
    rows: lattice.rows,
    levels: Buffer.from(lattice.levels.buffer, lattice.levels.byteOffset, lattice.levels.length).toString(
      'base64',
    ),
    areasHa: single ? (perCell[present[0] as number] as number) : areas,
  };
}
