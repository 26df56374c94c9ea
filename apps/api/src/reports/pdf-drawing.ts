/**
 * The drawing pieces of the report PDFs, on pdfkit with its standard fonts (no font files, no network):
 * headings, label-value lines, tables, bar charts drawn as vector shapes with their axes and legend,
 * and page footers. Each piece is drawn at a given top and answers where the next one may start.
 */
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const COLOR = {
  text: '#212529',
  muted: '#495057',
  brand: '#2b8a3e',
  rule: '#868e96',
  grid: '#dee2e6',
  headerFill: '#ebfbee',
} as const;
/** A4 in points, and the margin on every side. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
/** Where content stops on a page: above the footer. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 20;
const FOOTER_Y = PAGE.height - PAGE.margin + 10;

type Doc = PDFKit.PDFDocument;

/** Starts a new page when `height` does not fit below `y`; answers the top to draw at. */
export function fitOnPage(doc: Doc, y: number, height: number): number {
  if (y + height <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return PAGE.margin;
}

/** A section heading (the PDF's h2), on the same page as the first `keepWith` points of its section. */
export function drawHeading(doc: Doc, text: string, y: number, keepWith: number): number {
  const top = fitOnPage(doc, y, 22 + keepWith);
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.text).text(text, PAGE.margin, top, { lineBreak: false });
  return top + 22;
}

/** `Label: value`, the label in bold; a long value wraps under itself. */
export function drawLabelled(doc: Doc, label: string, value: string, y: number, width: number): number {
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text);
  const labelText = `${label}:`;
  const labelWidth = doc.widthOfString(labelText) + 4;
  doc.text(labelText, PAGE.margin, y, { lineBreak: false });
  doc.font(FONT.regular);
  const valueWidth = width - labelWidth;
  doc.text(value, PAGE.margin + labelWidth, y, { width: valueWidth });
  return y + doc.heightOfString(value, { width: valueWidth }) + 4;
}

/** A paragraph across the content width. */
export function drawParagraph(doc: Doc, text: string, y: number, options: { muted?: boolean } = {}): number {
  const width = PAGE.width - 2 * PAGE.margin;
  doc
    .font(FONT.regular)
    .fontSize(options.muted ? 9 : 10)
    .fillColor(options.muted ? COLOR.muted : COLOR.text);
  const top = fitOnPage(doc, y, doc.heightOfString(text, { width }));
  doc.text(text, PAGE.margin, top, { width });
  return top + doc.heightOfString(text, { width }) + 6;
}

/** A line across the page's text width at `y`. */
export function drawRule(doc: Doc, y: number, lineWidth: number, color: string): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
}

export interface TableColumn {
  header: string;
  /** Share of the content width, all columns adding up to 1. */
  share: number;
  align: 'left' | 'right';
}

const CELL_PADDING = 6;
const ROW_HEIGHT = 18;

function drawRow(doc: Doc, cells: string[], columns: TableColumn[], y: number, height: number): void {
  const width = PAGE.width - 2 * PAGE.margin;
  let x = PAGE.margin;
  columns.forEach((column, index) => {
    const cellWidth = column.share * width;
    doc.text(cells[index] ?? '', x + CELL_PADDING, y + 5, {
      width: cellWidth - 2 * CELL_PADDING,
      align: column.align,
    });
    x += cellWidth;
  });
  drawRule(doc, y + height, 0.5, COLOR.grid);
}

/**
 * A table: a shaded header row, the body rows, and an optional total row in bold under a rule. Headers
 * may wrap; a page break repeats the header row.
 */
export function drawTable(
  doc: Doc,
  table: { columns: TableColumn[]; rows: string[][]; total?: string[] },
  y: number,
): number {
  const width = PAGE.width - 2 * PAGE.margin;
  doc.fontSize(9);
  const headerHeight =
    Math.max(
      ...table.columns.map((column) =>
        doc.font(FONT.bold).heightOfString(column.header, { width: column.share * width - 2 * CELL_PADDING }),
      ),
    ) + 10;
  const drawHeader = (top: number) => {
    doc.rect(PAGE.margin, top, width, headerHeight).fill(COLOR.headerFill);
    doc.font(FONT.bold).fillColor(COLOR.text);
    drawRow(
      doc,
      table.columns.map((column) => column.header),
      table.columns,
      top,
      headerHeight,
    );
    return top + headerHeight;
  };
  let top = drawHeader(fitOnPage(doc, y, headerHeight + 2 * ROW_HEIGHT));
  for (const row of table.rows) {
    const fitted = fitOnPage(doc, top, ROW_HEIGHT);
    if (fitted !== top) top = drawHeader(fitted);
    doc.font(FONT.regular).fillColor(COLOR.text);
    drawRow(doc, row, table.columns, top, ROW_HEIGHT);
    top += ROW_HEIGHT;
  }
  if (table.total) {
    top = fitOnPage(doc, top, ROW_HEIGHT);
    drawRule(doc, top, 1, COLOR.rule);
    doc.font(FONT.bold).fillColor(COLOR.text);
    drawRow(doc, table.total, table.columns, top, ROW_HEIGHT);
    top += ROW_HEIGHT;
  }
  return top + 12;
}

/**
 * The top of a value axis with `ticks` equal steps of 1, 2, 2.5 or 5 times a power of ten, at or above
 * `max`: 12,345 m³ on 4 ticks gives 16,000 (steps of 4,000 would not be round, 5,000 are). An empty
 * chart (max 0) still gets an axis of 0 to `ticks`.
 */
export function niceAxisTop(max: number, ticks: number): number {
  if (!(max > 0)) return ticks;
  const rough = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((s) => s >= rough) ?? rough;
  return step * ticks;
}

export interface BarChart {
  title: string;
  /** What the bars are (the legend's entry), e.g. `Estoque (m³cc)`. */
  series: string;
  /** The word before the legend's entries. */
  legend: string;
  /** The unit over the value axis, e.g. `m³cc`. */
  valueAxis: string;
  /** The title under the category axis, e.g. `Classe de idade (anos)`. */
  categoryAxis: string;
  color: string;
  bars: { label: string; value: number }[];
  /** Value labels over the bars. */
  formatValue: (value: number) => string;
  /** Tick labels of the value axis. */
  formatTick: (value: number) => string;
}

const TICKS = 4;
const CHART_HEIGHT = 185;

/**
 * A vertical bar chart as vector shapes: title, legend (a swatch of the bar colour and what the bars
 * are), value axis with gridlines, tick labels and its unit, the bars with their values, and the category
 * labels with the axis title underneath.
 */
export function drawBarChart(doc: Doc, chart: BarChart, y: number): number {
  const top = fitOnPage(doc, y, CHART_HEIGHT);
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.text).text(chart.title, left, top, { lineBreak: false });

  // Legend, under the title.
  const legendY = top + 18;
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  const legendText = `${chart.legend}:`;
  doc.text(legendText, left, legendY, { lineBreak: false });
  const swatchX = left + doc.widthOfString(legendText) + 6;
  doc.rect(swatchX, legendY, 10, 8).fill(chart.color);
  doc.fillColor(COLOR.text).text(chart.series, swatchX + 14, legendY, { lineBreak: false });

  // Value axis: the unit above it, gridlines and ticks.
  const plotLeft = left + 58;
  const plotRight = left + width;
  const plotTop = legendY + 34;
  const plotBottom = top + CHART_HEIGHT - 36;
  const axisTop = niceAxisTop(Math.max(0, ...chart.bars.map((bar) => bar.value)), TICKS);
  const yOf = (value: number) => plotBottom - (value / axisTop) * (plotBottom - plotTop);
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  doc.text(chart.valueAxis, left, plotTop - 20, { width: 52, align: 'right', lineBreak: false });
  doc.font(FONT.regular);
  for (let tick = 0; tick <= TICKS; tick++) {
    const value = (axisTop / TICKS) * tick;
    const tickY = yOf(value);
    doc.moveTo(plotLeft, tickY).lineTo(plotRight, tickY).lineWidth(0.5).strokeColor(COLOR.grid).stroke();
    doc.fillColor(COLOR.muted).text(chart.formatTick(value), left, tickY - 3, {
      width: 52,
      align: 'right',
      lineBreak: false,
    });
  }

  // Bars with their values, and the category labels.
  const slot = (plotRight - plotLeft) / Math.max(1, chart.bars.length);
  const barWidth = slot * 0.6;
  chart.bars.forEach((bar, index) => {
    const slotLeft = plotLeft + index * slot;
    const barTop = yOf(bar.value);
    if (bar.value > 0)
      doc.rect(slotLeft + (slot - barWidth) / 2, barTop, barWidth, plotBottom - barTop).fill(chart.color);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.text);
    doc.text(chart.formatValue(bar.value), slotLeft, barTop - 10, {
      width: slot,
      align: 'center',
      lineBreak: false,
    });
    doc
      .fontSize(8.5)
      .text(bar.label, slotLeft, plotBottom + 5, { width: slot, align: 'center', lineBreak: false });
  });
  doc
    .moveTo(plotLeft, plotBottom)
    .lineTo(plotRight, plotBottom)
    .lineWidth(1)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.moveTo(plotLeft, plotTop).lineTo(plotLeft, plotBottom).lineWidth(1).strokeColor(COLOR.rule).stroke();
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  doc.text(chart.categoryAxis, plotLeft, plotBottom + 20, {
    width: plotRight - plotLeft,
    align: 'center',
    lineBreak: false,
  });
  return top + CHART_HEIGHT + 12;
}

/** On every page: a line saying what the document is, and `page of pages` on the right. */
export function drawFooters(
  doc: Doc,
  text: string,
  pageLabel: (page: number, pages: number) => string,
): void {
  const { start, count } = doc.bufferedPageRange();
  const width = PAGE.width - 2 * PAGE.margin;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    drawRule(doc, FOOTER_Y - 6, 0.5, COLOR.rule);
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    const label = pageLabel(index - start + 1, count);
    const labelWidth = doc.widthOfString(label);
    // A long customer name ends in an ellipsis rather than running into the page number.
    doc.text(text, PAGE.margin, FOOTER_Y, { width: width - labelWidth - 12, height: 10, ellipsis: true });
    doc.text(label, PAGE.margin + width - labelWidth, FOOTER_Y, { lineBreak: false });
    doc.page.margins = margins;
  }
}
