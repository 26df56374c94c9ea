import { describe, expect, it } from 'vitest';

import { detectDecimalStyle, parseDecimal } from './parse-decimal';

describe('parseDecimal', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['-3', -3],
    ['+7', 7],
    [' 0,25 ', 0.25],
    [',5', 0.5],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['1,5E-3', 0.0015],
    ['2e3', 2000],
  ])('reads %j as %d whatever the style', (text, value) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value });
  });

  it('reads a lone separator before three digits as decimal without the column style', () => {
    expect(parseDecimal('1.234')).toEqual({ ok: true, value: 1.234 });
    expect(parseDecimal('1,234')).toEqual({ ok: true, value: 1.234 });
  });

  it('reads 1.234 as 1234 in a decimal-comma column and 1,234 as 1234 in a decimal-point one', () => {
    expect(parseDecimal('1.234', 'comma')).toEqual({ ok: true, value: 1234 });
    expect(parseDecimal('1,234', 'point')).toEqual({ ok: true, value: 1234 });
    expect(parseDecimal('12,5', 'comma')).toEqual({ ok: true, value: 12.5 });
    expect(parseDecimal('12.5', 'point')).toEqual({ ok: true, value: 12.5 });
  });

  it('refuses a value written in the other style than its column', () => {
    expect(parseDecimal('12.5', 'comma')).toEqual({ ok: false, code: 'value.notANumber' });
    expect(parseDecimal('1.234,56', 'point')).toEqual({ ok: false, code: 'value.notANumber' });
  });

  it('keeps the value of a numeric cell', () => {
    expect(parseDecimal(1234.5)).toEqual({ ok: true, value: 1234.5 });
    expect(parseDecimal(Number.NaN)).toEqual({ ok: false, code: 'value.notANumber' });
  });

  it.each(['', 'abc', '12,', '1.2.3', '1,2,3', '12,5,0', '1.23,4', '--3', '1 234', '12 ha', '.', 'R$ 5'])(
    'refuses %j as value.notANumber',
    (text) => {
      expect(parseDecimal(text)).toEqual({ ok: false, code: 'value.notANumber' });
    },
  );
});

describe('detectDecimalStyle', () => {
  it('finds decimal commas from the values that tell', () => {
    expect(detectDecimalStyle(['1.234', '12,5', null, 7, '3'])).toBe('comma');
    expect(detectDecimalStyle(['1.234.567'])).toBe('comma');
    expect(detectDecimalStyle(['1.234,5'])).toBe('comma');
  });

  it('finds decimal points from the values that tell', () => {
    expect(detectDecimalStyle(['1,234', '12.5'])).toBe('point');
    expect(detectDecimalStyle(['1,234.5', '2'])).toBe('point');
  });

  it('follows the majority and says nothing when no value tells or the votes tie', () => {
    expect(detectDecimalStyle(['12,5', '3,75', '0.5'])).toBe('comma');
    expect(detectDecimalStyle(['1.234', '5,678', '42', 'n/a'])).toBeNull();
    expect(detectDecimalStyle(['12,5', '0.5'])).toBeNull();
    expect(detectDecimalStyle([])).toBeNull();
  });
});
