import { describe, expect, it } from 'vitest';

import { monthsUpTo } from './periods';
import {
  annualMeanTemperature,
  thermalRestriction,
  waterDeficitIndex,
  waterRestriction,
} from './restriction';

const months2025 = monthsUpTo('2025-12-31', 12);

describe('index of water deficiency over the last 12 months', () => {
  it('adds each month’s shortfall of rain against ET0, as a share of the year’s demand', () => {
    // Six wet months (200 mm of rain, 100 mm of ET0) and six dry ones (50 mm against 100 mm).
    const series = months2025.map((month, index) => ({
      month,
      precipitationMm: index < 6 ? 200 : 50,
      et0Mm: 100,
    }));
    expect(waterDeficitIndex(series, '2025-12-31')).toBe(25);
  });

  it('does not let a wet month’s surplus cover a dry month', () => {
    const series = months2025.map((month, index) => ({
      month,
      precipitationMm: index % 2 === 0 ? 400 : 0,
      et0Mm: 100,
    }));
    expect(waterDeficitIndex(series, '2025-12-31')).toBe(50);
  });

  it('is 0 when every month’s rain meets its demand, and missing with a month missing', () => {
    const series = months2025.map((month) => ({ month, precipitationMm: 100, et0Mm: 100 }));
    expect(waterDeficitIndex(series, '2025-12-31')).toBe(0);
    expect(waterDeficitIndex(series.slice(1), '2025-12-31')).toBeNull();
  });
});

describe('water restriction', () => {
  it('is low while the deficit stays under a sixth of the demand (16.7 %)', () => {
    expect(waterRestriction(0)).toBe('low');
    expect(waterRestriction(16.6)).toBe('low');
  });

  it('a sixth of the demand is moderate: 100 mm short of 600 mm', () => {
    const series = months2025.map((month, index) => ({
      month,
      precipitationMm: index < 2 ? 0 : 50,
      et0Mm: 50,
    }));
    const index = waterDeficitIndex(series, '2025-12-31') ?? Number.NaN;
    expect(index).toBeCloseTo(16.67, 2);
    expect(waterRestriction(index)).toBe('moderate');
    expect(waterRestriction(33.3)).toBe('moderate');
  });

  it('a third of the demand is restrictive: 200 mm short of 600 mm', () => {
    const series = months2025.map((month, index) => ({
      month,
      precipitationMm: index < 4 ? 0 : 50,
      et0Mm: 50,
    }));
    const index = waterDeficitIndex(series, '2025-12-31') ?? Number.NaN;
    expect(index).toBeCloseTo(33.33, 2);
    expect(waterRestriction(index)).toBe('restrictive');
    expect(waterRestriction(100)).toBe('restrictive');
  });

  it('refuses an index outside 0 to 100', () => {
    expect(() => waterRestriction(-1)).toThrow(RangeError);
    expect(() => waterRestriction(100.5)).toThrow(RangeError);
    expect(() => waterRestriction(Number.NaN)).toThrow(RangeError);
  });
});

describe('annual mean temperature over the last 12 months', () => {
  it('is the mean of the monthly means', () => {
    const series = months2025.map((month, index) => ({ month, tempMeanC: index < 6 ? 24 : 20 }));
    expect(annualMeanTemperature(series, '2025-12-31')).toBe(22);
  });

  it('has 1 decimal, so a mean of 25.04 °C reads 25 °C and its level agrees', () => {
    const series = months2025.map((month, index) => ({ month, tempMeanC: index === 0 ? 25.5 : 25 }));
    const mean = annualMeanTemperature(series, '2025-12-31') ?? Number.NaN;
    expect(mean).toBe(25);
    expect(thermalRestriction(mean)).toBe('low');
  });

  it('is missing with a month missing', () => {
    const series = months2025.slice(0, 11).map((month) => ({ month, tempMeanC: 21 }));
    expect(annualMeanTemperature(series, '2025-12-31')).toBeNull();
  });
});

describe('thermal restriction', () => {
  it('is low from 18 °C to 25 °C, both included', () => {
    expect(thermalRestriction(18)).toBe('low');
    expect(thermalRestriction(21.5)).toBe('low');
    expect(thermalRestriction(25)).toBe('low');
  });

  it('is moderate just outside that band, down to 15 °C and up to 28 °C', () => {
    expect(thermalRestriction(17.9)).toBe('moderate');
    expect(thermalRestriction(15)).toBe('moderate');
    expect(thermalRestriction(25.1)).toBe('moderate');
    expect(thermalRestriction(28)).toBe('moderate');
  });

  it('is restrictive below 15 °C and above 28 °C', () => {
    expect(thermalRestriction(14.9)).toBe('restrictive');
    expect(thermalRestriction(28.1)).toBe('restrictive');
  });

  it('refuses a temperature that is not a number', () => {
    expect(() => thermalRestriction(Number.NaN)).toThrow(RangeError);
  });
});
