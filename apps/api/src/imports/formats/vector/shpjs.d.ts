// shpjs 6.2 ships no types: the two functions we use, as its lib/index.js defines them.
declare module 'shpjs' {
  /**
   * The records of a `.shp` as GeoJSON geometries (null for a null shape), in the file's own coordinates
   * when no `.prj` is given. Throws on a shape type it does not know.
   */
  export function parseShp(shp: ArrayBufferView | ArrayBuffer): unknown[];

  /**
   * The rows of a `.dbf`, decoded with `encoding` (a TextDecoder label; UTF-8 when absent or unknown):
   * numbers for N/F fields (NaN when blank), booleans for L, local dates for D, trimmed strings else.
   */
  export function parseDbf(
    dbf: ArrayBufferView | ArrayBuffer,
    encoding?: string,
  ): Record<string, string | number | boolean | Date>[];
}
