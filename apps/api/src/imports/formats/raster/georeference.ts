/**
 * Pixel corner (col, row) → CRS x, y in GDAL's order: `x = a + col·b + row·c`, `y = d + col·e + row·f`.
 * For a north-up raster `c` and `e` are 0 and `f` is negative.
 */
export type GeoTransform = [a: number, b: number, c: number, d: number, e: number, f: number];

/** The GeoTIFF tags that place a raster on the map, as geotiff.js reads them (absent tags undefined). */
export interface GeoreferenceTags {
  modelTiepoint?: ArrayLike<number>;
  modelPixelScale?: ArrayLike<number>;
  modelTransformation?: ArrayLike<number>;
  /** GTRasterTypeGeoKey = 2: the tiepoint names a pixel's centre, not its corner. */
  pixelIsPoint: boolean;
}

/** GeoTIFF's code for "defined in the file, not by an EPSG code". */
const USER_DEFINED = 32767;

/**
 * The affine map of a raster from ModelTiepoint + ModelPixelScale, or else ModelTransformation; null when
 * the file has neither (or only ground control points, which need a fit we do not do) or the map is
 * degenerate. Pixel-is-point rasters are moved half a pixel, as GDAL does, so the result always names corners.
 */
export function geoTransformFromTags(tags: GeoreferenceTags): GeoTransform | null {
  const transform = tiepointTransform(tags) ?? modelTransformation(tags);
  if (!transform || !transform.every(Number.isFinite)) return null;
  const [a, b, c, d, e, f] = transform;
  if (b * f - c * e === 0) return null;
  return tags.pixelIsPoint ? [a - (b + c) / 2, b, c, d - (e + f) / 2, e, f] : transform;
}

function tiepointTransform({ modelTiepoint, modelPixelScale }: GeoreferenceTags): GeoTransform | null {
  if (!modelTiepoint || !modelPixelScale || modelTiepoint.length < 6 || modelPixelScale.length < 2) {
    return null;
  }
  const [i = 0, j = 0, , x = 0, y = 0] = Array.from(modelTiepoint);
  const [scaleX = 0, scaleY = 0] = Array.from(modelPixelScale);
  // The scale's y is positive going down the image, so the map's y falls as the row grows.
  return [x - i * scaleX, scaleX, 0, y + j * scaleY, 0, -scaleY];
}

function modelTransformation({ modelTransformation }: GeoreferenceTags): GeoTransform | null {
  if (!modelTransformation || modelTransformation.length < 16) return null;
  // A 4×4 row-major matrix: x = m0·col + m1·row + m3, y = m4·col + m5·row + m7.
  const m = Array.from(modelTransformation);
  return [m[3] ?? NaN, m[0] ?? NaN, m[1] ?? NaN, m[7] ?? NaN, m[4] ?? NaN, m[5] ?? NaN];
}

/** GTModelTypeGeoKey's value for a projected CRS. */
const MODEL_PROJECTED = 1;

/**
 * The EPSG code of the raster's CRS: the projected one for a projected raster, else the geographic one;
 * null when it is not an EPSG code (missing, or user-defined by parameters we do not interpret). A
 * user-defined projection never falls back to its geographic base: its coordinates are not degrees.
 */
export function epsgFromGeoKeys(geoKeys: Readonly<Record<string, unknown>> | null): number | null {
  const projected = geoKeys?.['ProjectedCSTypeGeoKey'];
  if (projected !== undefined || geoKeys?.['GTModelTypeGeoKey'] === MODEL_PROJECTED)
    return epsgCode(projected);
  return epsgCode(geoKeys?.['GeographicTypeGeoKey']);
}

function epsgCode(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value !== USER_DEFINED
    ? value
    : null;
}
