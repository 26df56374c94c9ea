import { encodeGridRaster, type GridCell, type ImportMapping } from '@dossel/api-client';
import { area } from '@turf/area';
import { intersect } from '@turf/intersect';
import Flatbush from 'flatbush';

import { parseDecimal } from '../formats/tables/parse-decimal';
import { readGeoJson } from '../formats/vector/read-geojson';
import type { VectorFeature } from '../formats/vector/vector-read';
import { ImportFileError, type ImportProblem } from '../import-problem';
import { boundsOf, polygonsOf, type PlotGeometry } from '../geometry/geojson';
import { mappingFor, unmappedRequiredFields } from './mapping';
import type { GridFileRead, GridPlot, StagedGrid } from './read-grid-file';

const SQUARE_METRES_PER_HECTARE = 10_000;
const HIGHEST_LEVEL = 3;
/** Parts smaller than this share of a cell are a plot's edge grazing it, not area. */
const NEGLIGIBLE_SHARE = 1e-6;

/** Whether [lon, lat] lies inside the geometry (even-odd over every ring). */
function contains(geometry: PlotGeometry, lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of polygonsOf(geometry).flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] as number[];
      const [xj = 0, yj = 0] = ring[j] as number[];
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

interface Cell {
  item: number;
  /** 0 (monitored, clean) to 3. */
  level: number;
  geometry: PlotGeometry;
  centre: [number, number];
  areaM2: number;
}

/**
 * A weed or anomaly classification as a GeoJSON of cells (polygons, any CRS the file names), each with its
 * level in a property the mapping names. Each cell counts for every plot it overlaps by the part inside
 * that plot (clipped, geodesic areas); on the map a plot shows the cells whose centre falls inside it, on
 * the lattice the cells' centres make (encodeGridRaster). Level 0 cells are monitored and clean.
 */
export async function readCellsFile(
  path: string,
  plots: readonly GridPlot[],
  chosen: ImportMapping | null,
  remembered: ImportMapping | undefined,
  kind: 'weeds' | 'anomalies',
): Promise<GridFileRead> {
  if (plots.length === 0) throw new ImportFileError('monitoring.noPlots');
  const read = await readGeoJson(path);
  const mapping = mappingFor(kind, read.columns, chosen, remembered);
  const problems = [...read.problems, ...unmappedRequiredFields(kind, mapping)];
  const base = { columns: read.columns, mapping };
  if (problems.length > 0) return { ...base, items: 0, problems, grids: [], cellsOutside: 0 };

  const cells: Cell[] = [];
  for (const feature of read.features) {
    const cell = cellOf(feature, mapping.level as string, problems);
    if (cell) cells.push(cell);
  }
  if (problems.length > 0) return { ...base, items: 0, problems, grids: [], cellsOutside: 0 };

  const index = new Flatbush(Math.max(1, cells.length));
  for (const cell of cells) index.add(...boundsOf(cell.geometry));
  if (cells.length === 0) index.add(0, 0, 0, 0);
  index.finish();

  const inSomePlot = new Uint8Array(cells.length);
  const grids: StagedGrid[] = [];
  for (const plot of plots) {
    const areaM2ByLevel = [0, 0, 0, 0];
    const shown: GridCell[] = [];
    let monitored = false;
    for (const at of index.search(...boundsOf(plot.geometry))) {
      const cell = cells[at];
      if (!cell) continue;
      const inside = intersect({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: cell.geometry },
          { type: 'Feature', properties: {}, geometry: plot.geometry },
        ],
      });
      if (!inside) continue;
      const partM2 = area(inside);
      // A cell along a plot's edge meets its neighbour on a line: rounding gives it a sliver of no area.
      if (partM2 <= cell.areaM2 * NEGLIGIBLE_SHARE) continue;
      monitored = true;
      inSomePlot[at] = 1;
      areaM2ByLevel[cell.level] = (areaM2ByLevel[cell.level] as number) + partM2;
      if (cell.level > 0 && contains(plot.geometry, cell.centre[0], cell.centre[1]))
        shown.push({
          lon: cell.centre[0],
          lat: cell.centre[1],
          level: cell.level,
          areaHa: partM2 / SQUARE_METRES_PER_HECTARE,
        });
    }
    if (!monitored) continue;
    const areaHaByLevel = {
      1: (areaM2ByLevel[1] as number) / SQUARE_METRES_PER_HECTARE,
      2: (areaM2ByLevel[2] as number) / SQUARE_METRES_PER_HECTARE,
      3: (areaM2ByLevel[3] as number) / SQUARE_METRES_PER_HECTARE,
    };
    const cellSizeM = Math.sqrt(median(cells.map((cell) => cell.areaM2)));
    grids.push({
      plotId: plot.id,
      cellSizeM,
      areaHaByLevel,
      monitoredHa: areaHaByLevel[1] + areaHaByLevel[2] + areaHaByLevel[3],
      raster: encodeGridRaster(shown, cellSizeM),
    });
  }
  if (grids.length === 0) throw new ImportFileError('monitoring.noOverlap');
  const cellsOutside = inSomePlot.reduce((count, inPlot) => count + (inPlot ? 0 : 1), 0);
  return { ...base, items: cells.length, problems, grids, cellsOutside };
}

function cellOf(feature: VectorFeature, column: string, problems: ImportProblem[]): Cell | null {
  const { item, geometry } = feature;
  const raw = feature.properties[column] ?? null;
  if (raw === null || raw === '' || typeof raw === 'boolean') {
    problems.push({ item, field: column, code: 'value.required', params: { field: column } });
    return null;
  }
  const parsed = parseDecimal(raw);
  if (!parsed.ok) return (problems.push({ item, field: column, code: parsed.code }), null);
  if (!Number.isInteger(parsed.value) || parsed.value < 0 || parsed.value > HIGHEST_LEVEL) {
    problems.push({
      item,
      field: column,
      code: 'value.outOfRange',
      params: { value: parsed.value, min: 0, max: HIGHEST_LEVEL },
    });
    return null;
  }
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') {
    problems.push({ item, field: null, code: 'geometry.unsupported', params: { type: geometry.type } });
    return null;
  }
  const box = boundsOf(geometry);
  return {
    item,
    level: parsed.value,
    geometry,
    centre: [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2],
    areaM2: area(geometry),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
