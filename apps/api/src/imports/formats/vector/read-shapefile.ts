import { parseDbf, parseShp } from 'shpjs';

import { projectionOf } from '../../crs/projection';
import { ImportFileError } from '../../import-problem';
import { buildVectorRead } from './build-vector-read';
import { dbfEncoding } from './dbf-encoding';
import type { VectorRead } from './vector-read';
import { readZipFiles, type ZipLimits } from './zip-files';

/** The files of the one layer a zipped Shapefile may hold, by their names in the zip. */
interface LayerFiles {
  shp: string;
  dbf: string;
  prj: string;
  cpg: string | undefined;
}

/**
 * A zipped Shapefile: one layer (`.shp` with its `.dbf` and `.prj`, `.cpg` optional), at the root or in a
 * folder, extensions in any case. Coordinates are reprojected from the `.prj` ourselves — shpjs would keep
 * UTM numbers on a `.prj` it cannot read — and a layer without one is refused rather than guessed.
 *
 * A zip with several layers is refused (`shapefile.severalLayers`): which one holds the plots is the
 * user's call, not the first name's. Blank DBF texts and numbers become null (a DBF cannot say null).
 */
export async function readShapefileZip(path: string, limits?: ZipLimits): Promise<VectorRead> {
  const files = await readZipFiles(path, (names) => filesOf(findLayer(names)), limits);
  // The chosen files are the layer's alone, so finding it among them again gives the same names.
  const layer = findLayer([...files.keys()]);
  const file = (name: string): Buffer => files.get(name) ?? Buffer.alloc(0);

  const projection = projectionOf(new TextDecoder().decode(file(layer.prj)));
  const dbf = file(layer.dbf);
  const cpg = layer.cpg === undefined ? undefined : new TextDecoder().decode(file(layer.cpg));
  const { shapes, rows } = parseLayer(file(layer.shp), dbf, dbfEncoding(dbf, cpg));
  if (shapes.length !== rows.length) {
    throw new ImportFileError('shapefile.recordCountMismatch', { shapes: shapes.length, rows: rows.length });
  }
  const features = shapes.map((geometry, index) => ({
    item: index + 1,
    properties: blanksAsNull(rows[index] ?? {}),
    geometry,
  }));
  return buildVectorRead(features, projection);
}

function findLayer(names: readonly string[]): LayerFiles {
  const shps = names.filter((name) => name.toLowerCase().endsWith('.shp'));
  const [shp] = shps;
  if (shp === undefined) throw new ImportFileError('shapefile.noShp');
  if (shps.length > 1) throw new ImportFileError('shapefile.severalLayers', { layers: shps.join(', ') });
  const base = shp.slice(0, -'.shp'.length).toLowerCase();
  const companion = (extension: string): string | undefined =>
    names.find((name) => name.toLowerCase() === `${base}.${extension}`);
  const dbf = companion('dbf');
  if (dbf === undefined) throw new ImportFileError('shapefile.noDbf', { shp });
  const prj = companion('prj');
  if (prj === undefined) throw new ImportFileError('shapefile.noPrj', { shp });
  return { shp, dbf, prj, cpg: companion('cpg') };
}

function filesOf({ shp, dbf, prj, cpg }: LayerFiles): string[] {
  return cpg === undefined ? [shp, dbf, prj] : [shp, dbf, prj, cpg];
}

function parseLayer(shp: Buffer, dbf: Buffer, encoding: string) {
  try {
    return { shapes: parseShp(shp), rows: parseDbf(dbf, encoding) };
  } catch {
    // shpjs reads past the end of a cut file or meets a shape type it does not know: either way, unreadable.
    throw new ImportFileError('shapefile.damaged');
  }
}

function blanksAsNull(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [name, value === '' || Number.isNaN(value) ? null : value]),
  );
}
