import { roundArea, type ImportMapping } from '@dossel/api-client';

import { parseDate } from '../formats/tables/parse-date';
import { parseDecimal } from '../formats/tables/parse-decimal';
import { readGeoJson } from '../formats/vector/read-geojson';
import { readKml, readKmz } from '../formats/vector/read-kml';
import { readShapefileZip } from '../formats/vector/read-shapefile';
import type { PropertyValue, VectorFeature, VectorRead } from '../formats/vector/vector-read';
import { ImportFileError, type ImportProblem } from '../import-problem';
import type { PolygonGeometry } from '../geometry/geojson';
import { checkPlotGeometry, normalisePlotGeometry } from '../geometry/plot-checks';
import { plotAreaHa, plotCentroid } from '../geometry/plot-measures';
import { mappingFor, unmappedRequiredFields } from './mapping';

/** A plot as an import would publish it: the plots table's columns, by code within the customer. */
export interface StagedPlot {
  code: string;
  name: string;
  gloc1: string | null;
  gloc2: string | null;
  gloc3: string | null;
  gloc4: string | null;
  gloc5: string | null;
  planting_date: string;
  seed_year: number;
  rotation_start: string;
  clone: string;
  spacing: string;
  arrangement: string;
  cut_age_years: number;
  geometry: PolygonGeometry;
  area_ha: number;
  centroid_lon: number;
  centroid_lat: number;
}

export interface PlotsFileRead {
  columns: string[];
  items: number;
  mapping: ImportMapping;
  problems: ImportProblem[];
  plots: StagedPlot[];
}

/** A plan's cut age when the file has none: the usual eucalyptus rotation. */
const DEFAULT_CUT_AGE_YEARS = 7;
const MIN_SEED_YEAR = 1980;
const MAX_CUT_AGE_YEARS = 30;

/** The vector formats of plots, by extension; a zip is a zipped Shapefile. */
const READERS: Record<string, (path: string) => Promise<VectorRead>> = {
  geojson: readGeoJson,
  json: readGeoJson,
  zip: readShapefileZip,
  kml: readKml,
  kmz: readKmz,
};

/**
 * Reads a plots file (GeoJSON, zipped Shapefile, KML, KMZ; any CRS the reader knows, to WGS 84), maps its
 * attributes to the plot fields and checks every plot: its shape, its code (required, once per file), its
 * dates and numbers. A plot with a problem is left out of the staged ones and listed with its item.
 */
export async function readPlotsFile(
  path: string,
  extension: string,
  chosen: ImportMapping | null,
  remembered: ImportMapping | undefined,
  today: string,
): Promise<PlotsFileRead> {
  const reader = READERS[extension];
  if (!reader)
    throw new ImportFileError('file.unsupportedType', {
      extension,
      accepted: Object.keys(READERS).join(', '),
    });
  const read = await reader(path);
  const mapping = mappingFor('plots', read.columns, chosen, remembered);
  const problems = [...read.problems, ...unmappedRequiredFields('plots', mapping)];
  const result = {
    columns: read.columns,
    items: read.features.length + countFailed(read),
    mapping,
    problems,
  };
  if (problems.some((problem) => problem.code === 'mapping.fieldMissing')) return { ...result, plots: [] };

  const plots: StagedPlot[] = [];
  const firstItemOfCode = new Map<string, number>();
  for (const feature of read.features) {
    const plot = readPlot(feature, mapping, today, problems);
    if (!plot) continue;
    const first = firstItemOfCode.get(plot.code);
    if (first !== undefined) {
      problems.push({
        item: feature.item,
        field: mapping.code ?? null,
        code: 'plot.duplicateCode',
        params: { code: plot.code, first },
      });
      continue;
    }
    firstItemOfCode.set(plot.code, feature.item);
    plots.push(plot);
  }
  problems.sort((a, b) => (a.item ?? 0) - (b.item ?? 0));
  return { ...result, plots };
}

/** Features the reader could not read at all are items too: they have problems with their number. */
function countFailed(read: VectorRead): number {
  const read_ = new Set(read.features.map((feature) => feature.item));
  return new Set(
    read.problems.map((problem) => problem.item).filter((item) => item !== null && !read_.has(item)),
  ).size;
}

function readPlot(
  feature: VectorFeature,
  mapping: ImportMapping,
  today: string,
  problems: ImportProblem[],
): StagedPlot | null {
  const before = problems.length;
  const { item } = feature;
  const value = (field: string): PropertyValue => {
    const column = mapping[field];
    return column ? (feature.properties[column] ?? null) : null;
  };
  const problem = (field: string, code: ImportProblem['code'], params?: ImportProblem['params']) =>
    problems.push({ item, field: mapping[field] ?? field, code, ...(params ? { params } : {}) });
  const text = (field: string): string | null => {
    const raw = value(field);
    if (raw === null || raw === '') return null;
    const trimmed = String(raw).trim();
    return trimmed === '' ? null : trimmed.slice(0, 200);
  };
  const date = (field: string): string | null => {
    const raw = value(field);
    if (raw === null || raw === '' || typeof raw === 'boolean') return null;
    const parsed = parseDate(raw);
    if (!parsed.ok) return (problem(field, parsed.code), null);
    if (parsed.value > today) return (problem(field, 'value.futureDate', { value: parsed.value }), null);
    return parsed.value;
  };
  const number = (field: string, min: number, max: number): number | null => {
    const raw = value(field);
    if (raw === null || raw === '' || typeof raw === 'boolean') return null;
    const parsed = parseDecimal(raw);
    if (!parsed.ok) return (problem(field, parsed.code), null);
    if (parsed.value < min || parsed.value > max)
      return (problem(field, 'value.outOfRange', { value: parsed.value, min, max }), null);
    return parsed.value;
  };

  const code = text('code');
  if (code === null) problem('code', 'value.required', { field: mapping.code ?? 'code' });
  const plantingDate = date('planting_date');
  if (plantingDate === null && value('planting_date') === null)
    problem('planting_date', 'value.required', { field: mapping.planting_date ?? 'planting_date' });
  const seedYear = number('seed_year', MIN_SEED_YEAR, Number(today.slice(0, 4)));
  const rotationStart = date('rotation_start');
  const cutAge = number('cut_age_years', 1, MAX_CUT_AGE_YEARS);
  const geometry = plotGeometryOf(feature, problems);
  if (problems.length > before || code === null || plantingDate === null || geometry === null) return null;

  const [centroidLon, centroidLat] = plotCentroid(geometry);
  return {
    code,
    name: text('name') ?? code,
    gloc1: text('gloc1'),
    gloc2: text('gloc2'),
    gloc3: text('gloc3'),
    gloc4: text('gloc4'),
    gloc5: text('gloc5'),
    planting_date: plantingDate,
    seed_year: seedYear === null ? Number(plantingDate.slice(0, 4)) : Math.round(seedYear),
    rotation_start: rotationStart ?? plantingDate,
    clone: text('clone') ?? '',
    spacing: text('spacing') ?? '',
    arrangement: text('arrangement') ?? '',
    cut_age_years: cutAge ?? DEFAULT_CUT_AGE_YEARS,
    geometry,
    area_ha: roundArea(plotAreaHa(geometry)),
    centroid_lon: centroidLon,
    centroid_lat: centroidLat,
  };
}

/**
 * The plot's outline, checked and wound as stored: a Polygon, or a MultiPolygon of one part. Plots stored
 * in several parts are not supported yet by the screens (their outline is one polygon).
 */
function plotGeometryOf(feature: VectorFeature, problems: ImportProblem[]): PolygonGeometry | null {
  const { geometry, item } = feature;
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') {
    problems.push({ item, field: null, code: 'geometry.unsupported', params: { type: geometry.type } });
    return null;
  }
  const found = checkPlotGeometry(geometry, item);
  if (found.length > 0) return (problems.push(...found), null);
  const normalised = normalisePlotGeometry(geometry);
  if (normalised.type === 'Polygon') return normalised;
  const [only, ...others] = normalised.coordinates;
  if (!only || others.length > 0) {
    problems.push({ item, field: null, code: 'geometry.unsupported', params: { type: 'MultiPolygon' } });
    return null;
  }
  return { type: 'Polygon', coordinates: only };
}
