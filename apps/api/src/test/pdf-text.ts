import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a reader of a PDF sees: its pages as lines of text, top to bottom, and its metadata. */
export interface PdfText {
  /** Each page's lines, top to bottom; the pieces of one line joined by single spaces, left to right. */
  pages: string[][];
  /** Every line of every page, in reading order. */
  lines: string[];
  /** The document information dictionary (Title, Author, Subject, CreationDate as `D:YYYYMMDDHHmmSS…`). */
  info: Record<string, unknown>;
}

/** pdf.js reads the standard fonts' metrics from its own folder; telling it where avoids a warning. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Pieces closer than this (in points) vertically sit on one line. */
const SAME_LINE = 2;

/**
 * Reads a PDF as its reader would, with pdf.js (as the browser's viewer does): the text of each page
 * in lines, so tests assert what a person sees (`0-1 12 345,6 …` for a table row), not how it is coded.
 */
export async function pdfText(data: Uint8Array): Promise<PdfText> {
  // pdf.js takes over (detaches) the buffer it reads: give it a copy, the caller's bytes stay usable.
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pieces = content.items
        .flatMap((item) => ('str' in item && item.str.trim() ? [item] : []))
        .map((item) => ({ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }))
        // PDF space grows upwards: the top line has the largest y.
        .sort((a, b) => b.y - a.y || a.x - b.x);
      const lines: { y: number; pieces: typeof pieces }[] = [];
      for (const piece of pieces) {
        const line = lines.find((candidate) => Math.abs(candidate.y - piece.y) < SAME_LINE);
        if (line) line.pieces.push(piece);
        else lines.push({ y: piece.y, pieces: [piece] });
      }
      pages.push(
        lines.map((line) =>
          line.pieces
            .sort((a, b) => a.x - b.x)
            .map((piece) => piece.text)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      );
    }
    const { info } = await pdf.getMetadata();
    return { pages, lines: pages.flat(), info: info as Record<string, unknown> };
  } finally {
    await pdf.destroy();
  }
}
