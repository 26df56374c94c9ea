import { describe, expect, it } from 'vitest';

import { ImportFileError } from '../import-problem';
import { projectionOf } from './projection';

// UTM coordinates of round lon/lat points, computed with proj4 and checked against an independent
// Krüger-series implementation (they agree to 0.1 mm): a wrong zone, hemisphere or datum moves them by
// kilometres, far beyond the 1e-6° (~0.1 m) these tests allow.
const UTM_22S = { xy: [449647.3074, 7207275.9212], lonLat: [-51.5, -25.25] } as const;
const UTM_23S = { xy: [370741.531, 7594321.5776], lonLat: [-46.25, -21.75] } as const;
const UTM_23S_EAST = { xy: [552466.2913, 7843770.7281], lonLat: [-44.5, -19.5] } as const;

/** SIRGAS 2000 / UTM zone 22S as ArcGIS writes it in a `.prj`: no EPSG code, ESRI's own names. */
const ESRI_PRJ_UTM_22S =
  'PROJCS["SIRGAS_2000_UTM_Zone_22S",GEOGCS["GCS_SIRGAS_2000",DATUM["D_SIRGAS_2000",' +
  'SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],' +
  'PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",10000000.0],' +
  'PARAMETER["Central_Meridian",-51.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],' +
  'UNIT["Meter",1.0]]';

function expectLonLat(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(2);
  expect(actual[0]).toBeCloseTo(expected[0] ?? NaN, 6);
  expect(actual[1]).toBeCloseTo(expected[1] ?? NaN, 6);
}

function crsError(run: () => unknown): ImportFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('expected an ImportFileError');
}

describe('projectionOf', () => {
  it('maps SIRGAS 2000 / UTM 22S (EPSG:31982) to lon/lat and back', () => {
    const utm22s = projectionOf(31982);
    expectLonLat(utm22s.toLonLat(UTM_22S.xy), UTM_22S.lonLat);
    const [x, y] = utm22s.fromLonLat(UTM_22S.lonLat);
    expect(x).toBeCloseTo(UTM_22S.xy[0], 3);
    expect(y).toBeCloseTo(UTM_22S.xy[1], 3);
  });

  it('maps SIRGAS 2000 / UTM 23S (EPSG:31983) on both sides of its central meridian', () => {
    const utm23s = projectionOf(31983);
    expectLonLat(utm23s.toLonLat(UTM_23S.xy), UTM_23S.lonLat);
    expectLonLat(utm23s.toLonLat(UTM_23S_EAST.xy), UTM_23S_EAST.lonLat);
  });

  it('puts WGS 84 / UTM 23S (EPSG:32723) within a metre of SIRGAS 2000 / UTM 23S', () => {
    expectLonLat(projectionOf(32723).toLonLat(UTM_23S.xy), UTM_23S.lonLat);
  });

  it('reads a .prj of SIRGAS 2000 / UTM zone 22S as ESRI writes it', () => {
    const fromPrj = projectionOf(ESRI_PRJ_UTM_22S);
    expect(fromPrj.name).toBe('SIRGAS_2000_UTM_Zone_22S');
    expectLonLat(fromPrj.toLonLat(UTM_22S.xy), UTM_22S.lonLat);
  });

  it.each([
    ['EPSG:31983'],
    ['epsg:31983'],
    ['urn:ogc:def:crs:EPSG::31983'],
    ['urn:ogc:def:crs:EPSG:6.6:31983'],
    ['http://www.opengis.net/def/crs/EPSG/0/31983'],
  ])('recognises GeoJSON’s legacy name %s', (name) => {
    const named = projectionOf(name);
    expect(named.name).toBe(name);
    expectLonLat(named.toLonLat(UTM_23S.xy), UTM_23S.lonLat);
  });

  it.each([['urn:ogc:def:crs:OGC:1.3:CRS84'], ['urn:ogc:def:crs:EPSG::4326'], ['EPSG:4674']])(
    'keeps lon/lat as it is for %s',
    (name) => {
      expectLonLat(projectionOf(name).toLonLat([-46.25, -21.75]), [-46.25, -21.75]);
    },
  );

  it('maps Web Mercator (EPSG:3857) to lon/lat', () => {
    expectLonLat(projectionOf(3857).toLonLat([-5148526.449188902, -2481536.0812736843]), [-46.25, -21.75]);
  });

  it.each([
    [31982, 'EPSG:31982'],
    [32723, 'EPSG:32723'],
    [31978, 'EPSG:31978'],
    [31985, 'EPSG:31985'],
  ])('knows every UTM zone from 18S to 25S (%s)', (code, name) => {
    expect(projectionOf(code).name).toBe(name);
  });

  it.each([
    [29193, 'EPSG:29193'],
    ['EPSG:31999', 'EPSG:31999'],
    ['urn:ogc:def:crs:EPSG::2000', 'urn:ogc:def:crs:EPSG::2000'],
    ['not a coordinate system', 'not a coordinate system'],
    ['LOCAL_CS["Fazenda Boa Vista",LOCAL_DATUM["Arbitrary",0],UNIT["Meter",1.0]]', 'Fazenda Boa Vista'],
    [
      'PROJCS["Custom",GEOGCS["GCS_SIRGAS_2000",DATUM["D_SIRGAS_2000",SPHEROID["GRS_1980",6378137.0,298.257222101]]],PROJECTION["No_Such_Projection"]]',
      'Custom',
    ],
  ])('refuses %s as crs.unknown, naming it', (source, name) => {
    const error = crsError(() => projectionOf(source));
    expect(error.code).toBe('crs.unknown');
    expect(error.params).toEqual({ crs: name });
  });
});
