import { guessEncoding } from './text-encoding';

/**
 * The encoding of a `.dbf`'s text: what its `.cpg` names when we know the name, else a guess from the
 * records (UTF-8 if they are valid UTF-8, else Windows-1252). Without the guess a Latin-1 DBF — ArcGIS's
 * and older QGIS's default, and what @mapbox/shp-write writes — would turn "Talhão" into "Talh�o".
 */
export function dbfEncoding(dbf: Uint8Array, cpg: string | undefined): string {
  return (cpg === undefined ? undefined : encodingNamed(cpg)) ?? guessEncoding(recordsOf(dbf));
}

/**
 * A `.cpg`'s content as a TextDecoder label: `UTF-8` and `ISO-8859-1` as they are, ESRI's code pages
 * (`1252`, `ANSI 1252`, `65001`, `88591`) translated; undefined for a name TextDecoder does not know.
 */
function encodingNamed(cpg: string): string | undefined {
  const name = cpg.trim().replace(/^ANSI\s*/i, '');
  const label = /^\d+$/.test(name) ? (CODE_PAGES[name] ?? `windows-${name}`) : name;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

const CODE_PAGES: Readonly<Record<string, string>> = {
  '65001': 'utf-8',
  '88591': 'iso-8859-1',
  '28591': 'iso-8859-1',
};

/** The records' bytes: the header holds binary counts and lengths that would spoil a UTF-8 check. */
function recordsOf(dbf: Uint8Array): Uint8Array {
  if (dbf.length < 10) return dbf.subarray(dbf.length);
  const headerLength = new DataView(dbf.buffer, dbf.byteOffset, dbf.byteLength).getUint16(8, true);
  return dbf.subarray(headerLength);
}
