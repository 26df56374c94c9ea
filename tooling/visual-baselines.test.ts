import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { ROUNDING_STEP, optimisePng } from '../.storybook/visual-regression-png';
import { COMPARISON_THRESHOLD } from '../.storybook/visual-regression-shared';

const BASELINE_DIR = join(import.meta.dirname, '..', '.storybook', 'visual-baselines');
/** What the committed baselines may weigh together (docs/visual-regression.md). */
const BASELINES_BUDGET_BYTES = 15 * 1024 * 1024;

/** pixelmatch's colour distance (YIQ), as a fraction of its largest, comparable with its threshold. */
function pixelmatchDistance(a: readonly number[], b: readonly number[]): number {
  const [dr = 0, dg = 0, db = 0] = a.map((value, channel) => value - (b[channel] ?? 0));
  const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  const i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
  const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  return Math.sqrt((0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q) / 35215);
}

function png(width: number, height: number, colourAt: (x: number, y: number) => number[]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r = 0, g = 0, b = 0] = colourAt(x, y);
      image.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(image);
}

function pixels(file: Buffer): number[][] {
  const { data } = PNG.sync.read(file);
  return Array.from({ length: data.length / 4 }, (_, pixel) => [...data.subarray(pixel * 4, pixel * 4 + 3)]);
}

describe('visual baselines', () => {
  it(`weigh at most ${BASELINES_BUDGET_BYTES / 1024 / 1024} MB together`, () => {
    const bytes = readdirSync(BASELINE_DIR).reduce(
      (total, file) => total + statSync(join(BASELINE_DIR, file)).size,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(BASELINES_BUDGET_BYTES);
  });

  it('round colours well inside the comparison threshold, so an unchanged story still matches', () => {
    const worst = ROUNDING_STEP / 2;
    const errors = [-worst, worst].flatMap((r) =>
      [-worst, worst].flatMap((g) => [-worst, worst].map((b) => [r, g, b])),
    );
    const largest = Math.max(...errors.map((error) => pixelmatchDistance(error, [0, 0, 0])));
    expect(largest).toBeLessThan(COMPARISON_THRESHOLD / 3);
  });

  it('keeps every pixel of a many-coloured image within half a rounding step', () => {
    // A dithered gradient with noise: more than 256 colours, so it stays RGB.
    const original = png(64, 48, (x, y) => [(x * 4 + y) % 256, (y * 5 + ((x * 7) % 3)) % 256, (x * y) % 256]);
    const optimised = optimisePng(original);
    const before = pixels(original);
    const after = pixels(optimised);
    expect(after).toHaveLength(before.length);
    after.forEach((colour, pixel) =>
      colour.forEach((value, channel) =>
        expect(Math.abs(value - (before[pixel]?.[channel] ?? 0))).toBeLessThanOrEqual(ROUNDING_STEP / 2),
      ),
    );
  });

  it('stores a few-coloured image as an indexed PNG with the same pixels', () => {
    const colours = [
      [255, 255, 255],
      [32, 96, 48],
      [208, 48, 48],
    ];
    const original = png(40, 30, (x, y) => colours[(x + y) % 3] ?? [0, 0, 0]);
    const optimised = optimisePng(original);
    expect(optimised.readUInt8(25)).toBe(3); // IHDR colour type 3: indexed
    expect(optimised.length).toBeLessThan(original.length);
    expect(pixels(optimised)).toEqual(pixels(original));
  });

  it('leaves an optimised image as it is when optimised again', () => {
    const once = optimisePng(png(30, 20, (x, y) => [x * 8 + 1, y * 12 + 3, 77]));
    expect(pixels(optimisePng(once))).toEqual(pixels(once));
  });
});
