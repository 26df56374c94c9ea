import type { ParsedValue } from './parsed-value';

/** How a column writes 1234.5: `comma` as 1.234,5 (Brazil), `point` as 1,234.5. */
export type DecimalStyle = 'comma' | 'point';

const NUMBER_SHAPE = /^([+-]?)([\d.,]+)(?:[eE]([+-]?\d+))?$/;
const THOUSANDS = { comma: /^\d{1,3}(?:\.\d{3})+$/, point: /^\d{1,3}(?:,\d{3})+$/ };

const NOT_A_NUMBER = { ok: false, code: 'value.notANumber' } as const;

/**
 * Reads a number written either way — '12,5', '12.5', '1.234,56', '1,234.56', '-3', '1,5E-3' — or taken
 * as is from a spreadsheet's numeric cell. With the column's `style` (see `detectDecimalStyle`) '1.234'
 * is 1234 in a decimal-comma column, and a value in the other style is refused; without it the last of
 * two separators is the decimal one, a repeated one separates thousands and a lone one is decimal
 * ('1.234' and '1,234' are both 1.234).
 */
export function parseDecimal(value: string | number, style?: DecimalStyle): ParsedValue<number> {
  if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, value } : NOT_A_NUMBER;
  const shape = NUMBER_SHAPE.exec(value.trim());
  if (!shape) return NOT_A_NUMBER;
  const [, sign = '', mantissa = '', exponent = '0'] = shape;
  const decimal = (style ?? styleOfOne(mantissa)) === 'comma' ? ',' : '.';
  const [integer = '', fraction = '', ...rest] = mantissa.split(decimal);
  const groupedStyle: DecimalStyle = decimal === ',' ? 'comma' : 'point';
  const integerValid = /^\d*$/.test(integer) || THOUSANDS[groupedStyle].test(integer);
  // A decimal separator needs digits after it: '12,' is a typo, not twelve.
  const fractionValid = /^\d*$/.test(fraction) && (fraction !== '' || !mantissa.includes(decimal));
  if (rest.length > 0 || !integerValid || !fractionValid || integer + fraction === '') return NOT_A_NUMBER;
  const digits = `${sign}${integer.replace(/[.,]/g, '') || '0'}.${fraction || '0'}e${exponent}`;
  return { ok: true, value: Number(digits) };
}

/** The style one value shows on its own: the last of two separators, or a lone one, is decimal. */
function styleOfOne(mantissa: string): DecimalStyle {
  const lastComma = mantissa.lastIndexOf(',');
  const lastPoint = mantissa.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) return lastComma > lastPoint ? 'comma' : 'point';
  if (lastComma >= 0) return count(mantissa, ',') > 1 ? 'point' : 'comma';
  return count(mantissa, '.') > 1 ? 'comma' : 'point';
}

/**
 * The decimal style a column's values show, by majority of those that tell ('12,5', '1.234,5',
 * '1.234.567' say comma; '12.5', '1,234.5' say point; '1.234' and '1,234' say nothing); null when none
 * tells or as many say each, so the mapping step falls back to its default.
 */
export function detectDecimalStyle(values: Iterable<string | number | null>): DecimalStyle | null {
  let comma = 0;
  let point = 0;
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const vote = styleShown(value.trim());
    if (vote === 'comma') comma++;
    if (vote === 'point') point++;
  }
  if (comma === point) return null;
  return comma > point ? 'comma' : 'point';
}

function styleShown(text: string): DecimalStyle | null {
  const mantissa = NUMBER_SHAPE.exec(text)?.[2];
  if (!mantissa) return null;
  const commas = count(mantissa, ',');
  const points = count(mantissa, '.');
  if (commas === 0 && points === 0) return null;
  if ((commas === 1 && points === 0) || (points === 1 && commas === 0)) {
    // One separator before exactly three digits may be thousands or decimals: no vote.
    return /[.,]\d{3}$/.test(mantissa) ? null : styleOfOne(mantissa);
  }
  return styleOfOne(mantissa);
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
