import { describe, expect, it } from 'vitest';

import { epsgFromGeoKeys, geoTransformFromTags } from './georeference';

describe('geoTransformFromTags', () => {
  it('is null without tags, with ground control points only, or with a zero pixel size', () => {
    expect(geoTransformFromTags({ pixelIsPoint: false })).toBeNull();
    expect(
      geoTransformFromTags({
        modelTiepoint: [0, 0, 0, 500_000, 7_500_000, 0, 10, 10, 0, 500_100, 7_499_900, 0],
        pixelIsPoint: false,
      }),
    ).toBeNull();
    expect(
      geoTransformFromTags({
        modelTiepoint: [0, 0, 0, 500_000, 7_500_000, 0],
        modelPixelScale: [0, 10, 0],
        pixelIsPoint: false,
      }),
    ).toBeNull();
  });

  it('prefers the tiepoint and scale to a ModelTransformation', () => {
    expect(
      geoTransformFromTags({
        modelTiepoint: [0, 0, 0, 100, 200, 0],
        modelPixelScale: [2, 3, 0],
        modelTransformation: [9, 0, 0, 9, 0, -9, 0, 9, 0, 0, 0, 0, 0, 0, 0, 1],
        pixelIsPoint: false,
      }),
    ).toEqual([100, 2, 0, 200, 0, -3]);
  });
});

describe('epsgFromGeoKeys', () => {
  it('takes the projected code first, then the geographic one', () => {
    expect(epsgFromGeoKeys({ ProjectedCSTypeGeoKey: 31983, GeographicTypeGeoKey: 4674 })).toBe(31983);
    expect(epsgFromGeoKeys({ GTModelTypeGeoKey: 2, GeographicTypeGeoKey: 4674 })).toBe(4674);
  });

  it('never falls back to the geographic base of a user-defined or missing projection', () => {
    expect(epsgFromGeoKeys({ ProjectedCSTypeGeoKey: 32767, GeographicTypeGeoKey: 4674 })).toBeNull();
    expect(epsgFromGeoKeys({ GTModelTypeGeoKey: 1, GeographicTypeGeoKey: 4674 })).toBeNull();
  });

  it('is null without geo keys', () => {
    expect(epsgFromGeoKeys(null)).toBeNull();
    expect(epsgFromGeoKeys({ GeographicTypeGeoKey: 32767 })).toBeNull();
  });
});
