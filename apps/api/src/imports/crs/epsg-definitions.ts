/**
 * The coordinate systems providers in Brazil send, as proj4 definitions keyed by EPSG code. Our own table
 * rather than epsg-index (40 MB) or proj4's built-ins (which lack most of these, 31982 among them) —
 * decision 013. Adding a system is adding a line here.
 */

/** SIRGAS 2000 and WGS 84 agree to well under a metre, so SIRGAS 2000 shifts to WGS 84 by nothing. */
const SIRGAS_2000 = '+ellps=GRS80 +towgs84=0,0,0,0,0,0,0';

/** UTM zones of the southern hemisphere that cover Brazil, from Acre (18S) to the Atlantic islands (25S). */
const BRAZIL_UTM_SOUTH_ZONES = [18, 19, 20, 21, 22, 23, 24, 25];

function utmSouth(zone: number, datum: string): string {
  return `+proj=utm +zone=${zone} +south ${datum} +units=m +no_defs`;
}

export const EPSG_DEFINITIONS: ReadonlyMap<number, string> = new Map([
  [4326, '+proj=longlat +datum=WGS84 +no_defs'],
  [4674, `+proj=longlat ${SIRGAS_2000} +no_defs`],
  [
    3857,
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs',
  ],
  // SIRGAS 2000 / UTM zone 18S–25S: EPSG 31978–31985.
  ...BRAZIL_UTM_SOUTH_ZONES.map((zone): [number, string] => [31960 + zone, utmSouth(zone, SIRGAS_2000)]),
  // WGS 84 / UTM zone 18S–25S: EPSG 32718–32725.
  ...BRAZIL_UTM_SOUTH_ZONES.map((zone): [number, string] => [32700 + zone, utmSouth(zone, '+datum=WGS84')]),
]);
