import { readFile, writeFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { expectFileError, fixtureFiles } from '../../testing/fixture-files';
import { NO_LEVEL, readClassificationRaster } from './read-classification-raster';
import { writeBaselineTiff } from './testing/write-baseline-tiff';
import { SIRGAS_UTM_23S, writeClassificationTiff } from './testing/write-classification-tiff';

const nextPath = fixtureFiles('raster', 'tif');

describe('readClassificationRaster', () => {
  it('reads levels, the corner transform, the EPSG code and the nodata of a 4×3 classification', async () => {
    const path = nextPath();
    await writeClassificationTiff(path, {
      width: 4,
      height: 3,
      values: Uint8Array.from([0, 1, 2, 3, 9, 9, 1, 1, 3, 2, 0, 9]),
      origin: [600_000, 7_400_000],
      pixelSize: 5,
      nodata: 9,
    });

    const { raster, problems } = await readClassificationRaster(path);

    expect(problems).toEqual([]);
    expect(raster).toMatchObject({
      width: 4,
      height: 3,
      transform: [600_000, 5, 0, 7_400_000, 0, -5],
      epsg: SIRGAS_UTM_23S,
      nodata: 9,
    });
    expect(Array.from(raster.levels)).toEqual([0, 1, 2, 3, NO_LEVEL, NO_LEVEL, 1, 1, 3, 2, 0, NO_LEVEL]);
  });

  it('keeps 0 as "none found" when the file has no nodata', async () => {
    const path = nextPath();
    await writeClassificationTiff(path, { width: 2, height: 1, values: Uint8Array.from([0, 2]) });

    const { raster } = await readClassificationRaster(path);

    expect(raster.nodata).toBeNull();
    expect(Array.from(raster.levels)).toEqual([0, 2]);
  });

  it('reads 16-bit rasters whose nodata is 65535', async () => {
    const path = nextPath();
    await writeClassificationTiff(path, {
      width: 3,
      height: 1,
      values: Uint16Array.from([65535, 3, 1]),
      nodata: 65535,
    });

    const { raster, problems } = await readClassificationRaster(path);

    expect(problems).toEqual([]);
    expect(Array.from(raster.levels)).toEqual([NO_LEVEL, 3, 1]);
  });

  it('reports each value out of range once, with how many pixels hold it, and leaves them without level', async () => {
    const path = nextPath();
    await writeClassificationTiff(path, {
      width: 3,
      height: 2,
      values: Uint8Array.from([7, 1, 200, 7, 255, 7]),
      nodata: 255,
    });

    const { raster, problems } = await readClassificationRaster(path);

    expect(problems).toEqual([
      { item: null, field: null, code: 'raster.valueOutOfRange', params: { value: 7, count: 3 } },
      { item: null, field: null, code: 'raster.valueOutOfRange', params: { value: 200, count: 1 } },
    ]);
    expect(Array.from(raster.levels)).toEqual([NO_LEVEL, 1, NO_LEVEL, NO_LEVEL, NO_LEVEL, NO_LEVEL]);
  });

  it('reads a raster strip by strip across several windows, little-endian and hand-written', async () => {
    const path = nextPath();
    const pixels = Uint8Array.from({ length: 5 * 7 }, (_, index) => index % 4);
    await writeBaselineTiff(path, {
      width: 5,
      height: 7,
      pixels,
      layout: { rowsPerStrip: 2 },
      georeference: { epsg: 31982, origin: [400_000, 8_000_000], pixelSize: 30 },
    });

    // Windows of 2 rows (one strip each) plus a last one of 1 row.
    const { raster, problems } = await readClassificationRaster(path, { windowPixels: 10 });

    expect(problems).toEqual([]);
    expect(raster.epsg).toBe(31982);
    expect(raster.transform).toEqual([400_000, 30, 0, 8_000_000, 0, -30]);
    expect(Array.from(raster.levels)).toEqual(Array.from(pixels));
  });

  it('reads deflate-compressed tiles, padded at the edges, one row of tiles per window', async () => {
    const path = nextPath();
    const [width, height] = [40, 35];
    const pixels = Uint8Array.from(
      { length: width * height },
      (_, index) => (index * 7 + (index % width)) % 4,
    );
    await writeBaselineTiff(path, {
      width,
      height,
      pixels,
      layout: { tileSize: 16 },
      compression: 'deflate',
      georeference: { epsg: SIRGAS_UTM_23S, origin: [500_000, 7_500_000], pixelSize: 10 },
    });

    const { raster, problems } = await readClassificationRaster(path, { windowPixels: width * 16 });

    expect(problems).toEqual([]);
    expect(Array.from(raster.levels)).toEqual(Array.from(pixels));
  });

  it('takes the EPSG code of a geographic raster from GeographicTypeGeoKey', async () => {
    const path = nextPath();
    await writeClassificationTiff(path, {
      width: 2,
      height: 2,
      values: Uint8Array.from([1, 2, 3, 0]),
      origin: [-47.5, -15.25],
      pixelSize: 0.25,
      crs: { GeographicTypeGeoKey: 4674, GTModelTypeGeoKey: 2 },
    });

    const { raster } = await readClassificationRaster(path);

    expect(raster.epsg).toBe(4674);
    expect(raster.transform).toEqual([-47.5, 0.25, 0, -15.25, 0, -0.25]);
  });

  it('moves the origin to the top-left corner when the tiepoint names another pixel', async () => {
    const path = nextPath();
    await writeClassificationTiff(path, {
      width: 4,
      height: 4,
      values: new Uint8Array(16),
      tags: { ModelTiepoint: [2, 3, 0, 1000, 2000, 0], ModelPixelScale: [10, 20, 0] },
    });

    const { raster } = await readClassificationRaster(path);

    expect(raster.transform).toEqual([980, 10, 0, 2060, 0, -20]);
  });

  it('moves a pixel-is-point raster half a pixel, so the transform names corners', async () => {
    const path = nextPath();
    await writeClassificationTiff(path, {
      width: 2,
      height: 2,
      values: new Uint8Array(4),
      origin: [1000, 2000],
      pixelSize: 10,
      tags: { GTRasterTypeGeoKey: 2 },
    });

    const { raster } = await readClassificationRaster(path);

    expect(raster.transform).toEqual([995, 10, 0, 2005, 0, -10]);
  });

  it('reads a rotated georeference from ModelTransformation', async () => {
    const path = nextPath();
    await writeClassificationTiff(path, {
      width: 2,
      height: 2,
      values: new Uint8Array(4),
      tags: { ModelTransformation: [10, 1, 0, 500_000, 2, -10, 0, 7_000_000, 0, 0, 0, 0, 0, 0, 0, 1] },
    });

    const { raster } = await readClassificationRaster(path);

    expect(raster.transform).toEqual([500_000, 10, 1, 7_000_000, 2, -10]);
  });

  it('lets a missing file fail as such, not as a damaged one', async () => {
    await expect(readClassificationRaster(nextPath() /* never written */)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  describe('refuses', () => {
    it('a file that is not a TIFF as raster.damaged', async () => {
      const path = nextPath();
      await writeFile(path, 'talhao;nivel\nA1;2\n');

      await expectFileError(readClassificationRaster(path), 'raster.damaged');
    });

    it('a TIFF cut short as raster.damaged', async () => {
      const whole = nextPath();
      await writeClassificationTiff(whole, { width: 10, height: 10, values: new Uint8Array(100).fill(1) });
      const cut = nextPath();
      const bytes = await readFile(whole);
      await writeFile(cut, bytes.subarray(0, bytes.length - 30));

      await expectFileError(readClassificationRaster(cut), 'raster.damaged');
    });

    it('a strip that does not decompress as raster.damaged', async () => {
      const path = nextPath();
      // Says deflate, holds raw bytes.
      await writeClassificationTiff(path, {
        width: 8,
        height: 8,
        values: new Uint8Array(64).fill(2),
        tags: { Compression: 8 },
      });

      await expectFileError(readClassificationRaster(path), 'raster.damaged');
    });

    it('a TIFF without georeference as raster.noGeoreference', async () => {
      const path = nextPath();
      await writeBaselineTiff(path, { width: 2, height: 2, pixels: Uint8Array.from([0, 1, 2, 3]) });

      await expectFileError(readClassificationRaster(path), 'raster.noGeoreference');
    });

    it('a CRS without EPSG code as raster.noCrs', async () => {
      const path = nextPath();
      await writeClassificationTiff(path, {
        width: 2,
        height: 1,
        values: Uint8Array.from([1, 2]),
        crs: { ProjectedCSTypeGeoKey: 32767, GeographicTypeGeoKey: 4674 },
      });

      await expectFileError(readClassificationRaster(path), 'raster.noCrs');
    });

    it('two bands as raster.notClassification', async () => {
      const path = nextPath();
      await writeClassificationTiff(path, { width: 2, height: 1, values: Uint8Array.from([1, 1, 2, 2]) });

      await expectFileError(readClassificationRaster(path), 'raster.notClassification', {
        bands: 2,
        sampleType: 'uint8',
      });
    });

    it('float samples as raster.notClassification', async () => {
      const path = nextPath();
      await writeClassificationTiff(path, { width: 2, height: 1, values: Float32Array.from([0.5, 1]) });

      await expectFileError(readClassificationRaster(path), 'raster.notClassification', {
        bands: 1,
        sampleType: 'float32',
      });
    });

    it('more pixels than the limit as raster.tooLarge', async () => {
      const path = nextPath();
      await writeClassificationTiff(path, { width: 4, height: 3, values: new Uint8Array(12) });

      await expectFileError(readClassificationRaster(path, { maxPixels: 11 }), 'raster.tooLarge', {
        pixels: 12,
        max: 11,
      });
      await expect(readClassificationRaster(path, { maxPixels: 12 })).resolves.toMatchObject({
        problems: [],
      });
    });
  });
});
