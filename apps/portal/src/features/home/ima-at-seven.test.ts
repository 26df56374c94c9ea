import type { PlotMetrics } from '@dossel/api-client';
import { describe, expect, it } from 'vitest';

import { imaAtSevenYears } from './ima-at-seven';

/** A measurement of a plot at an age with an IMA; the other figures do not matter here. */
function measured(plotId: number, ageYears: number, ima: number): PlotMetrics {
  return { plotId, ageYears, ima } as PlotMetrics;
}

describe('IMA at 7 years', () => {
  it('takes each plot’s measurement closest to 7 years and quotes the median with the 80% range', () => {
    const result = imaAtSevenYears([
      measured(1, 6.6, 30),
      measured(1, 7.1, 32),
      measured(2, 7.4, 40),
      measured(3, 6.9, 36),
      measured(4, 7.0, 44),
      measured(5, 6.95, 28),
    ]);
    expect(result?.plots).toBe(5);
    // Sample 32, 40, 36, 44, 28: median 36, P10 = 28 + 0.4 * 4 = 29.6, P90 = 40 + 0.6 * 4 = 42.4.
    expect(result?.projection.likely).toBe(36);
    expect(result?.projection.range80[0]).toBeCloseTo(29.6);
    expect(result?.projection.range80[1]).toBeCloseTo(42.4);
  });

  it('leaves out measurements younger than 6.5 or older than 7.5 years, and has none without them', () => {
    expect(imaAtSevenYears([measured(1, 6.49, 30), measured(2, 7.51, 40)])).toBeNull();
    expect(imaAtSevenYears([measured(1, 6.5, 30), measured(2, 7.5, 40)])?.plots).toBe(2);
  });
});
