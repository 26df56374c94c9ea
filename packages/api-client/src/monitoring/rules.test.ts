import { describe, expect, it } from 'vitest';

import {
  affectedArea,
  ageInYears,
  areaChange,
  areaPercent,
  flaggedArea,
  infestedArea,
  isAffected,
  isInfested,
  monitoredArea,
  raisesAreaAlert,
} from './rules';

const cell = (level: number, areaHa = 0.25) => ({ level, areaHa });

describe('weed competition: infested area', () => {
  it('level 2 counts as infested', () => {
    expect(isInfested(2)).toBe(true);
    expect(infestedArea([cell(2)])).toBe(0.25);
  });

  it('level 3 counts as infested, level 1 does not', () => {
    expect(isInfested(3)).toBe(true);
    expect(isInfested(1)).toBe(false);
    expect(infestedArea([cell(1), cell(1), cell(3)])).toBe(0.25);
  });

  it('adds the areas of the cells at levels 2 and 3 of a small grid', () => {
    const grid = [cell(1), cell(2), cell(3), cell(2), cell(1), cell(3, 0.1)];
    expect(infestedArea(grid)).toBe(0.85);
    expect(monitoredArea(grid)).toBe(1.35);
    expect(areaPercent(infestedArea(grid), monitoredArea(grid))).toBe(62.96);
  });
});

describe('canopy anomalies: affected area', () => {
  it('level 2 does not count as affected', () => {
    expect(isAffected(2)).toBe(false);
    expect(affectedArea([cell(2), cell(2)])).toBe(0);
  });

  it('only level 3 counts as affected', () => {
    expect(isAffected(3)).toBe(true);
    expect(affectedArea([cell(1), cell(2), cell(3), cell(3)])).toBe(0.5);
  });

  it('picks the rule by kind', () => {
    const grid = [cell(2), cell(3)];
    expect(flaggedArea('weeds', grid)).toBe(0.5);
    expect(flaggedArea('anomalies', grid)).toBe(0.25);
  });
});

describe('the alert of a change in the last month', () => {
  it('2.0 ha raises the alert', () => {
    expect(raisesAreaAlert(2)).toBe(true);
    expect(raisesAreaAlert(areaChange(5.25, 3.25))).toBe(true);
  });

  it('1.99 ha does not', () => {
    expect(raisesAreaAlert(1.99)).toBe(false);
    expect(raisesAreaAlert(areaChange(3.24, 1.25))).toBe(false);
  });

  it('a shrinking area of 2 ha raises it too', () => {
    expect(raisesAreaAlert(-2)).toBe(true);
    expect(raisesAreaAlert(-1.99)).toBe(false);
  });

  it('a plot without a previous monitoring has no change and no alert', () => {
    expect(areaChange(8, null)).toBeNull();
    expect(raisesAreaAlert(null)).toBe(false);
  });

  it('compares the change as shown, with 2 decimals (sums of 0.1 ha cells do not fall short)', () => {
    const twentyTenths = Array.from({ length: 20 }, () => 0.1).reduce((a, b) => a + b, 0);
    expect(twentyTenths).not.toBe(2);
    expect(raisesAreaAlert(twentyTenths)).toBe(true);
  });
});

describe('percent of the monitored area', () => {
  it('is 0 when nothing was monitored', () => {
    expect(areaPercent(0, 0)).toBe(0);
  });
});

describe('age of a stand', () => {
  it('counts years from the rotation start', () => {
    expect(ageInYears('2018-01-01', '2025-01-01')).toBe(7);
    expect(ageInYears('2025-06-01', '2025-01-01')).toBe(0);
  });
});
