import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { CsvError, parse } from 'csv-parse';

import { ImportFileError } from '../../import-problem';
import { TableBuilder, type TableRead } from './table-read';

export type CsvDelimiter = ';' | ',' | '\t';

const DELIMITERS: readonly CsvDelimiter[] = [';', ',', '\t'];

/** Enough of the file to hold its header line. */
const SAMPLE_BYTES = 64 * 1024;
/**
 * Characters a row may hold: a plot's WKT geometry fits many times over, while a quote left open, which
 * swallows the rest of the file into one cell, fails here instead of filling the worker's memory.
 */
export const MAX_ROW_CHARACTERS = 1024 * 1024;

/**
 * Reads a CSV table from a file, streamed: the delimiter is the one the header line uses most
 * (`detectDelimiter`), the text UTF-8 (with or without BOM) or else Windows-1252 (Latin-1 as Excel saves
 * it in Brazil) — a file that turns out not to be UTF-8 is read again from the start, so an accent
 * 100 MB in still comes out right. Cells are trimmed and empty ones null (see TableBuilder for the rows).
 * Refused: a file with binary bytes (`table.notText`), with a quote left open or text glued to a closing
 * quote (`table.badQuotes` with the row), a row longer than MAX_ROW_CHARACTERS (`table.rowTooLong`, most
 * often a quote left open in a large file), without a header (`table.empty`).
 */
export async function readCsvTable(path: string): Promise<TableRead> {
  const delimiter = detectDelimiter(firstLine(await readSample(path)));
  try {
    return await parseCsv(path, delimiter, 'utf-8');
  } catch (error) {
    if (!(error instanceof NotUtf8Error)) throw error;
    return parseCsv(path, delimiter, 'windows-1252');
  }
}

/**
 * The delimiter a header line uses most, outside quotes: ';' (Excel in Brazil), ',' or tab. A header
 * with none is one column, and ';' then splits nothing that a decimal comma in the data would.
 */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const unquoted = headerLine.replace(/"[^"]*"?/g, '');
  let best: CsvDelimiter = ';';
  let most = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > most) [best, most] = [delimiter, count];
  }
  return best;
}

async function readSample(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const sample = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(sample, 0, SAMPLE_BYTES, 0);
    return sample.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The delimiters are ASCII, so any single-byte reading finds them whatever the encoding. */
function firstLine(sample: Buffer): string {
  return sample.toString('latin1').split(/\r?\n/, 1)[0] ?? '';
}

class NotUtf8Error extends Error {}

async function parseCsv(
  path: string,
  delimiter: CsvDelimiter,
  encoding: 'utf-8' | 'windows-1252',
): Promise<TableRead> {
  const table = new TableBuilder();
  let item = 0;
  try {
    await pipeline(
      createReadStream(path),
      decoding(encoding),
      // relax_quotes: a quote inside an unquoted cell (12" pipe) is text, not an error.
      parse({
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        trim: true,
        max_record_size: MAX_ROW_CHARACTERS,
      }),
      async (records: AsyncIterable<string[]>) => {
        for await (const record of records) {
          item++;
          table.addRow(
            item,
            record.map((cell) => (cell === '' ? null : cell)),
          );
        }
      },
    );
  } catch (error) {
    if (error instanceof CsvError && typeof error['records'] === 'number') {
      // `records` counts those read before the broken one, which starts on the next row.
      const row = error['records'] + 1;
      if (error.code === 'CSV_MAX_RECORD_SIZE') {
        throw new ImportFileError('table.rowTooLong', { row, max: MAX_ROW_CHARACTERS });
      }
      throw new ImportFileError('table.badQuotes', { row });
    }
    throw error;
  }
  return table.finish();
}

/** Bytes to text, failing with NotUtf8Error on the first invalid byte and `table.notText` on a NUL. */
function decoding(encoding: 'utf-8' | 'windows-1252'): Transform {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const decode = (chunk?: Buffer): string | Error => {
    let text: string;
    try {
      text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      return new NotUtf8Error();
    }
    // A NUL never appears in text: an XLSX or UTF-16 file saved as .csv.
    return text.includes('\u0000') ? new ImportFileError('table.notText') : text;
  };
  const pass = (result: string | Error, callback: TransformCallback) =>
    typeof result === 'string' ? callback(null, result) : callback(result);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pass(decode(chunk), callback);
    },
    flush(callback) {
      pass(decode(), callback);
    },
  });
}
