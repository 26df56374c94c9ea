import { writeFile } from 'node:fs/promises';

import { writeArrayBuffer, type GeotiffWriterMetadata } from 'geotiff';

/** SIRGAS 2000 / UTM zone 23S, the CRS of most of the provider's rasters. */
export const SIRGAS_UTM_23S = 31983;

export interface ClassificationTiffSpec {
  width: number;
  height: number;
  /** Row-major pixels (band-interleaved when there are several bands); its type sets the sample type. */
  values: Uint8Array | Uint16Array | Float32Array;
  /** Corner of the top-left pixel in CRS units. @default [500000, 7500000] */
  origin?: [number, number];
  /** Pixel size in CRS units. @default 10 */
  pixelSize?: number;
  /** Written as GDAL_NODATA; null writes none. @default null */
  nodata?: number | null;
  /**
   * The CRS's geo keys. @default { ProjectedCSTypeGeoKey: 31983 }. writeArrayBuffer adds a whole-globe
   * EPSG:4326 when neither CRS key is given, so a file without EPSG code passes a user-defined 32767.
   */
  crs?: Pick<GeotiffWriterMetadata, 'ProjectedCSTypeGeoKey' | 'GeographicTypeGeoKey' | 'GTModelTypeGeoKey'>;
  /** Other tags as writeArrayBuffer names them (a ModelTransformation, a pixel-is-point raster type…). */
  tags?: GeotiffWriterMetadata;
}

/**
 * Writes a small classification GeoTIFF (one strip, big-endian) with geotiff's own writer: a tiepoint on
 * the top-left corner and a pixel scale unless `tags` carries a ModelTransformation.
 */
export async function writeClassificationTiff(path: string, spec: ClassificationTiffSpec): Promise<void> {
  const { width, height, values, origin = [500_000, 7_500_000], pixelSize = 10, nodata = null } = spec;
  const placement: GeotiffWriterMetadata = spec.tags?.ModelTransformation
    ? {}
    : { ModelTiepoint: [0, 0, 0, origin[0], origin[1], 0], ModelPixelScale: [pixelSize, pixelSize, 0] };
  const metadata: GeotiffWriterMetadata = {
    width,
    height,
    GTModelTypeGeoKey: 1,
    GTRasterTypeGeoKey: 1,
    ...(spec.crs ?? { ProjectedCSTypeGeoKey: SIRGAS_UTM_23S }),
    ...placement,
    ...(nodata === null ? {} : { GDAL_NODATA: String(nodata) }),
    ...spec.tags,
  };
  await writeFile(path, new Uint8Array(writeArrayBuffer(values, metadata)));
}
