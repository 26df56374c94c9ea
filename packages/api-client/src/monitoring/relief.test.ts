import { describe, expect, it } from 'vitest';

import { slopeClass } from './relief';

describe('slope classes', () => {
  it('0 % and 3 % are flat', () => {
    expect(slopeClass(0)).toBe('flat');
    expect(slopeClass(3)).toBe('flat');
  });

  it('just above 3 % and 8 % are gently undulating', () => {
    expect(slopeClass(3.01)).toBe('gentlyUndulating');
    expect(slopeClass(8)).toBe('gentlyUndulating');
  });

  it('just above 8 % and 20 % are undulating', () => {
    expect(slopeClass(8.01)).toBe('undulating');
    expect(slopeClass(20)).toBe('undulating');
  });

  it('just above 20 % and 45 % are strongly undulating', () => {
    expect(slopeClass(20.01)).toBe('stronglyUndulating');
    expect(slopeClass(45)).toBe('stronglyUndulating');
  });

  it('only a slope above 45 % is mountainous, however steep', () => {
    expect(slopeClass(45.01)).toBe('mountainous');
    expect(slopeClass(120)).toBe('mountainous');
  });

  it('refuses a negative slope or one that is not a number', () => {
    expect(() => slopeClass(-0.5)).toThrow(RangeError);
    expect(() => slopeClass(Number.NaN)).toThrow(RangeError);
  });
});
