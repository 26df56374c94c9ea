import { describe, expect, it } from 'vitest';

import { parseDate } from './parse-date';

describe('parseDate', () => {
  it.each([
    ['2026-11-10', '2026-11-10'],
    ['2026-11-10T14:30:00', '2026-11-10'],
    ['2026-11-10 14:30', '2026-11-10'],
    ['10/11/2026', '2026-11-10'],
    ['1/2/2026', '2026-02-01'],
    ['10-11-2026', '2026-11-10'],
    ['10.11.2026', '2026-11-10'],
    ['10/11/2026 08:15', '2026-11-10'],
    [' 29/02/2024 ', '2024-02-29'],
  ])('reads %j as %s', (text, date) => {
    expect(parseDate(text)).toEqual({ ok: true, value: date });
  });

  it.each([
    [46336, '2026-11-10'],
    [46336.75, '2026-11-10'],
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [2958465, '9999-12-31'],
  ])('reads the Excel date %d as %s', (serial, date) => {
    expect(parseDate(serial)).toEqual({ ok: true, value: date });
  });

  it.each<string | number>([
    '31/02/2026',
    '29/02/2026',
    '2026-13-01',
    '10/11/26',
    '11/2026',
    'amanhã',
    '',
    '0999-01-01',
    0,
    60,
    -5,
    2958466,
    Number.NaN,
  ])('refuses %j as value.notADate', (value) => {
    expect(parseDate(value)).toEqual({ ok: false, code: 'value.notADate' });
  });
});
