import { writeFile } from 'node:fs/promises';

import type { DecimalStyle } from '../parse-decimal';

export interface CsvSpec {
  /** @default ';' */
  delimiter?: ';' | ',' | '\t';
  /** `utf-8-bom` as Excel's "CSV UTF-8"; `latin1` as Excel's plain "CSV" on a Brazilian Windows. @default 'utf-8' */
  encoding?: 'utf-8' | 'utf-8-bom' | 'latin1';
  /** How numbers are written. @default 'comma' */
  decimalStyle?: DecimalStyle;
  /** Write 1234.5 as 1.234,5 (comma) or 1,234.5 (point). @default false */
  thousands?: boolean;
  /** @default '\r\n', as Excel writes */
  lineEnd?: '\r\n' | '\n';
}

/**
 * Writes rows as a CSV file the way spreadsheets export them: numbers in the chosen decimal style, cells
 * with the delimiter, a quote or a line break quoted, and Latin-1 written byte by byte.
 */
export async function writeCsv(path: string, rows: (string | number)[][], spec: CsvSpec = {}): Promise<void> {
  const {
    delimiter = ';',
    encoding = 'utf-8',
    decimalStyle = 'comma',
    thousands = false,
    lineEnd = '\r\n',
  } = spec;
  const cellText = (cell: string | number): string => {
    const text = typeof cell === 'number' ? formatDecimal(cell, decimalStyle, thousands) : cell;
    return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const text = rows.map((row) => row.map(cellText).join(delimiter)).join(lineEnd) + lineEnd;
  await writeFile(path, encode(text, encoding));
}

/** 1234.5 as '1234,5', '1.234,5', '1234.5' or '1,234.5'. */
export function formatDecimal(value: number, style: DecimalStyle, thousands = false): string {
  const [integer = '', fraction] = Math.abs(value).toString().split('.');
  const [decimalMark, groupMark] = style === 'comma' ? [',', '.'] : ['.', ','];
  const grouped = thousands ? integer.replace(/\B(?=(\d{3})+$)/g, groupMark) : integer;
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : decimalMark + fraction}`;
}

function encode(text: string, encoding: NonNullable<CsvSpec['encoding']>): Buffer {
  if (encoding === 'utf-8') return Buffer.from(text, 'utf-8');
  if (encoding === 'utf-8-bom')
    return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf-8')]);
  const codes = Array.from(text, (character) => character.codePointAt(0) ?? 0);
  if (codes.some((code) => code > 0xff)) throw new Error('Latin-1 cannot hold this text');
  return Buffer.from(codes);
}
