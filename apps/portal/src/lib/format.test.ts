import { describe, expect, it } from 'vitest';

import { formatDate, formatDateTime, formatMoney, formatNumber } from './format';

// Intl puts a no-break space between the currency and the amount; the reader sees a space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('writes dd/mm/yyyy in pt-BR and es, mm/dd/yyyy in en-US', () => {
    expect(formatDate('2026-03-07', 'pt-BR')).toBe('07/03/2026');
    expect(formatDate('2026-03-07', 'es')).toBe('07/03/2026');
    expect(formatDate('2026-03-07', 'en-US')).toBe('03/07/2026');
  });

  it('keeps a calendar date on its day in any time zone', () => {
    expect(formatDate('2026-01-01', 'pt-BR')).toBe('01/01/2026');
  });

  it('reads date-times as the instant they are', () => {
    const instant = new Date(2026, 10, 26, 14, 5);
    expect(formatDate(instant.toISOString(), 'pt-BR')).toBe('26/11/2026');
    expect(formatDateTime(instant, 'pt-BR')).toBe('26/11/2026, 14:05');
  });
});

describe('formatMoney', () => {
  it('writes reais with the language separators', () => {
    expect(plain(formatMoney(1234.5, 'pt-BR'))).toBe('R$ 1.234,50');
    expect(plain(formatMoney(1234.5, 'en-US'))).toBe('R$1,234.50');
    expect(plain(formatMoney(1234.5, 'es'))).toContain('1234,50');
    expect(plain(formatMoney(1234.5, 'es'))).toContain('R$');
  });
});

describe('formatNumber', () => {
  it('rounds to 2 decimals with the language separators', () => {
    expect(formatNumber(12345.678, 'pt-BR')).toBe('12.345,68');
    expect(formatNumber(12345.678, 'en-US')).toBe('12,345.68');
    expect(formatNumber(0.5, 'pt-BR')).toBe('0,5');
  });
});
