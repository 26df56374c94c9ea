import { write } from '@mapbox/shp-write';

import { writeZip } from './zip-writer';

/** SIRGAS 2000 / UTM zone 23S (EPSG:31983) as ArcGIS writes it in a `.prj`. */
export const SIRGAS_2000_UTM_23S_PRJ =
  'PROJCS["SIRGAS_2000_UTM_Zone_23S",GEOGCS["GCS_SIRGAS_2000",DATUM["D_SIRGAS_2000",' +
  'SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],' +
  'PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",10000000.0],' +
  'PARAMETER["Central_Meridian",-45.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],' +
  'UNIT["Meter",1.0]]';

type Ring = [number, number][];

export interface ShapefileFixture {
  /** One polygon per record, as rings of [x, y] in the layer's system (outer ring clockwise, as the spec has it). */
  polygons: Ring[][];
  /** One row per record; field names of at most 10 characters. */
  rows: Record<string, string | number | null>[];
  /** The `.dbf`'s text encoding. @default 'latin1', what shp-write writes: each character as one byte */
  encoding?: 'latin1' | 'utf-8';
  /** The `.prj`'s text; none when null. @default SIRGAS_2000_UTM_23S_PRJ */
  prj?: string | null;
  /** The `.cpg`'s text; none when absent — the "wrong encoding" case of a Latin-1 DBF. */
  cpg?: string;
  /** The layer's name and path in the zip, without extension. @default 'talhoes' */
  layer?: string;
}

/** Writes a zipped Shapefile (`.shp`, `.shx`, `.dbf`, and `.prj` and `.cpg` as asked) at `path`. */
export async function writeShapefileZip(path: string, fixture: ShapefileFixture): Promise<void> {
  await writeZip(path, shapefileFiles(fixture));
}

/** The files of a Shapefile layer, by name, to zip as they are or with others. */
export function shapefileFiles({
  polygons,
  rows,
  encoding = 'latin1',
  prj = SIRGAS_2000_UTM_23S_PRJ,
  cpg,
  layer = 'talhoes',
}: ShapefileFixture): Record<string, string | Uint8Array> {
  const { shp, shx, dbf } = writeLayer(polygons, encoding === 'utf-8' ? rows.map(asUtf8Bytes) : rows);
  return {
    [`${layer}.shp`]: shp,
    [`${layer}.shx`]: shx,
    [`${layer}.dbf`]: dbf,
    ...(prj === null ? {} : { [`${layer}.prj`]: prj }),
    ...(cpg === undefined ? {} : { [`${layer}.cpg`]: cpg }),
  };
}

function writeLayer(polygons: Ring[][], rows: ShapefileFixture['rows']) {
  let files: { shp: Uint8Array; shx: Uint8Array; dbf: Uint8Array } | undefined;
  // shp-write's low-level writer calls back at once, with DataViews.
  write(
    rows,
    'POLYGON',
    polygons,
    (error: unknown, written: { shp: DataView; shx: DataView; dbf: DataView }) => {
      if (error) throw error;
      files = { shp: bytesOf(written.shp), shx: bytesOf(written.shx), dbf: bytesOf(written.dbf) };
    },
  );
  if (files === undefined) throw new Error('shp-write did not call back');
  return files;
}

function bytesOf(view: DataView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** shp-write writes each character's code as a byte: UTF-8 bytes spelled as Latin-1 come out as UTF-8. */
function asUtf8Bytes(row: ShapefileFixture['rows'][number]): ShapefileFixture['rows'][number] {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      typeof value === 'string' ? Buffer.from(value, 'utf8').toString('latin1') : value,
    ]),
  );
}
