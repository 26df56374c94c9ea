import { describe, expect, it } from 'vitest';

import { byConcern } from './plot-order';

const plot = (plotName: string, monitored: boolean, flaggedAreaHa: number, alert = false) => ({
  plotName,
  monitored,
  flaggedAreaHa,
  alert,
});

const order = (plots: ReturnType<typeof plot>[]) => [...plots].sort(byConcern).map((item) => item.plotName);

describe('the order of the plots table', () => {
  it('puts alerts first, then monitored plots, then those not monitored', () => {
    expect(order([plot('A-1', false, 0), plot('A-2', true, 0.5), plot('A-3', true, 0.25, true)])).toEqual([
      'A-3',
      'A-2',
      'A-1',
    ]);
  });

  it('orders monitored plots by flagged area, largest first, and ties by name', () => {
    expect(
      order([plot('B-1', true, 1), plot('B-3', true, 4), plot('B-2', true, 1), plot('B-4', true, 2.5, true)]),
    ).toEqual(['B-4', 'B-3', 'B-1', 'B-2']);
  });

  it('orders the plots not monitored by name, numbers as numbers', () => {
    expect(order([plot('C-10', false, 0), plot('C-9', false, 0), plot('C-1', false, 0)])).toEqual([
      'C-1',
      'C-9',
      'C-10',
    ]);
  });
});
