import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';

import { pixelToCrs, type GeoTransform } from './pixel-grid';
import { WindowProjector } from './window-projector';

// 10 m pixels of SIRGAS 2000 / UTM 22S near Três Lagoas.
const TRANSFORM: GeoTransform = [400_000, 10, 0, 7_700_000, 0, -10];
const utm22s = proj4('+proj=utm +zone=22 +south +ellps=GRS80 +units=m +no_defs', 'WGS84');
const exact = (x: number, y: number): [number, number] => utm22s.forward([x, y]) as [number, number];

describe('WindowProjector', () => {
  it('stays within a millimetre of the exact projection across a window of 10 × 8 km', () => {
    const window = { col0: 250, row0: 100, cols: 1000, rows: 800 };
    const projector = new WindowProjector(TRANSFORM, exact, window);
    let worstDegrees = 0;
    for (let i = 0; i < 500; i++) {
      // Spread over the window, off the nodes.
      const col = window.col0 + ((i * 0.6180339887) % 1) * window.cols;
      const row = window.row0 + ((i * 0.7548776662) % 1) * window.rows;
      projector.project(col, row);
      const [lon, lat] = exact(...pixelToCrs(TRANSFORM, col, row));
      worstDegrees = Math.max(worstDegrees, Math.abs(projector.lon - lon), Math.abs(projector.lat - lat));
    }
    // 1e-8° is about 1 mm.
    expect(worstDegrees).toBeLessThan(1e-8);
    expect(worstDegrees).toBeGreaterThan(0);
  });

  it('is exact at the window corners, also for a window narrower than the node spacing', () => {
    const window = { col0: 3, row0: 7, cols: 5, rows: 2 };
    const projector = new WindowProjector(TRANSFORM, exact, window);
    for (const [col, row] of [
      [3, 7],
      [8, 9],
    ] as const) {
      projector.project(col, row);
      const [lon, lat] = exact(...pixelToCrs(TRANSFORM, col, row));
      expect(projector.lon).toBeCloseTo(lon, 12);
      expect(projector.lat).toBeCloseTo(lat, 12);
    }
  });
});
