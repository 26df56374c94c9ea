// pdfkit 0.20 ships no types and @types/pdfkit stops at pdfkit 0.17, so this declares the part of
// pdfkit 0.20 that the report PDFs (src/reports/) use, in the global PDFKit namespace those types used.
// Calling more of pdfkit means declaring it here first, from pdfkit's documentation of that version.

declare namespace PDFKit {
  interface TextOptions {
    /** Wraps the text at this width (points). */
    width?: number;
    /** Clips the text at this height (points). */
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    /** False keeps the text on one line. */
    lineBreak?: boolean;
    /** True ends text cut by `height` with an ellipsis. */
    ellipsis?: boolean | string;
  }

  interface PageMargins {
    top: number;
    left: number;
    bottom: number;
    right: number;
  }

  interface PDFPage {
    margins: PageMargins;
  }

  interface DocumentInfo {
    Title?: string;
    Author?: string;
    Subject?: string;
    CreationDate?: Date;
  }

  interface PDFDocumentOptions {
    size?: string | [number, number];
    margin?: number;
    /** Keeps every page until `end()`, so `switchToPage` can go back to one. */
    bufferPages?: boolean;
    lang?: string;
    displayTitle?: boolean;
    info?: DocumentInfo;
  }

  /** A PDF being written; a readable stream of its bytes. */
  interface PDFDocument extends NodeJS.ReadableStream {
    page: PDFPage;
    addPage(options?: PDFDocumentOptions): this;
    switchToPage(index: number): PDFPage;
    bufferedPageRange(): { start: number; count: number };
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    widthOfString(text: string, options?: TextOptions): number;
    heightOfString(text: string, options?: TextOptions): number;
    rect(x: number, y: number, width: number, height: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(color?: string): this;
    /** Finishes the document: the stream ends once its last bytes are read. */
    end(): void;
  }
}

declare module 'pdfkit' {
  const PDFDocument: new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
  export default PDFDocument;
}
