import {
  monthsUpTo,
  PROJECTION_SCENARIOS,
  QUARTER_MONTHS,
  quarterOf,
  SCENARIO_PERCENTILES,
  translateMessage,
  type ImaProjection,
  type Language,
  type QuarterlyReport,
} from '@dossel/api-client';
import PDFDocument from 'pdfkit';

import {
  COLOR,
  drawBarChart,
  drawFooters,
  drawHeading,
  drawLabelled,
  drawParagraph,
  drawRule,
  drawTable,
  FONT,
  PAGE,
  type TableColumn,
} from './pdf-drawing';
import { pdfFormats, type PdfFormats } from './pdf-format';
import { fillText, QUARTERLY_PDF_TEXTS, type QuarterlyPdfTexts } from './quarterly-pdf-texts';

export interface QuarterlyReportPdfInput {
  language: Language;
  /** Whose report it is: the header, the author and the footer say it (PROVIDER_NAME, `Dossel`). */
  productName: string;
  customerName: string;
  report: QuarterlyReport;
  /** The projected IMA and how many plots it was read from; null when no plot was measured by then. */
  projection: { ima: ImaProjection; plots: number } | null;
  generatedAt: Date;
}

const STOCK_COLOR = COLOR.brand;
const AREA_COLOR = '#1971c2';

/** What the document says it is, in its metadata and its footer. */
function titleAndPeriod(input: QuarterlyReportPdfInput, texts: QuarterlyPdfTexts) {
  const period = fillText(texts.quarterOfYear, { quarter: input.report.quarter, year: input.report.year });
  return { period, title: `${input.productName} — ${texts.title}` };
}

/** The header: what the document is, whose, which quarter and months, the data date and when it was made. */
function drawHeader(
  doc: PDFKit.PDFDocument,
  input: QuarterlyReportPdfInput,
  texts: QuarterlyPdfTexts,
  format: PdfFormats,
): number {
  const width = PAGE.width - 2 * PAGE.margin;
  const { period, title } = titleAndPeriod(input, texts);
  let y: number = PAGE.margin;
  doc.font(FONT.bold).fontSize(17).fillColor(COLOR.brand).text(title, PAGE.margin, y, { width });
  y += doc.heightOfString(title, { width }) + 4;
  drawRule(doc, y, 1.5, COLOR.brand);
  y += 10;
  // Spec section 9: the quarter of a date is that month and the two before it; the report's is its end.
  const quarter = quarterOf(input.report.to);
  const months = fillText(texts.months, {
    months: format.list(monthsUpTo(input.report.to, QUARTER_MONTHS).map(format.month)),
    from: format.date(quarter.from),
    to: format.date(quarter.to),
  });
  y = drawLabelled(doc, texts.customer, input.customerName, y, width);
  y = drawLabelled(doc, texts.period, `${period} — ${months}`, y, width);
  y = drawLabelled(doc, texts.dataDate, format.date(input.report.to), y, width);
  y = drawLabelled(doc, texts.generatedAt, format.dateTime(input.generatedAt), y, width);
  return y + 14;
}

function drawAgeClasses(
  doc: PDFKit.PDFDocument,
  report: QuarterlyReport,
  texts: QuarterlyPdfTexts,
  format: PdfFormats,
  y: number,
): number {
  const { columns } = texts;
  const tableColumns: TableColumn[] = [
    { header: columns.ageClass, share: 0.24, align: 'left' },
    { header: columns.plots, share: 0.14, align: 'right' },
    { header: columns.areaHa, share: 0.18, align: 'right' },
    { header: columns.stockM3cc, share: 0.22, align: 'right' },
    { header: columns.cutAgeYears, share: 0.22, align: 'right' },
  ];
  // The heading stays with the table's header and first rows.
  let top = drawHeading(doc, texts.ageClassesHeading, y, 80);
  top = drawTable(
    doc,
    {
      columns: tableColumns,
      rows: report.ageClasses.map((entry) => [
        entry.ageClass,
        format.whole(entry.plots),
        format.tenths(entry.areaHa),
        format.whole(entry.stockM3cc),
        entry.cutAgeYears === null ? '—' : format.tenths(entry.cutAgeYears),
      ]),
      total: [
        texts.total,
        format.whole(report.totals.plots),
        format.tenths(report.totals.areaHa),
        format.whole(report.totals.stockM3cc),
        '',
      ],
    },
    top,
  );
  const chart = {
    legend: texts.legend,
    categoryAxis: columns.ageClass,
    formatTick: format.whole,
  };
  top = drawBarChart(
    doc,
    {
      ...chart,
      title: texts.stockChart,
      series: columns.stockM3cc,
      valueAxis: 'm³cc',
      color: STOCK_COLOR,
      bars: report.ageClasses.map((entry) => ({ label: entry.ageClass, value: entry.stockM3cc })),
      formatValue: format.whole,
    },
    top,
  );
  return drawBarChart(
    doc,
    {
      ...chart,
      title: texts.areaChart,
      series: columns.areaHa,
      valueAxis: 'ha',
      color: AREA_COLOR,
      bars: report.ageClasses.map((entry) => ({ label: entry.ageClass, value: entry.areaHa })),
      formatValue: format.tenths,
    },
    top,
  );
}

/** Spec section 9: pessimistic P10, likely median, optimistic P90, and the 80% probability range. */
function drawProjection(
  doc: PDFKit.PDFDocument,
  input: QuarterlyReportPdfInput,
  projection: NonNullable<QuarterlyReportPdfInput['projection']>,
  texts: QuarterlyPdfTexts,
  format: PdfFormats,
  y: number,
): number {
  const { language } = input;
  // The section is short: kept whole on one page.
  let top = drawHeading(doc, texts.projectionHeading, y, 150);
  top = drawTable(
    doc,
    {
      columns: [
        { header: texts.projectionColumns.scenario, share: 0.4, align: 'left' },
        { header: texts.projectionColumns.percentile, share: 0.3, align: 'left' },
        { header: texts.projectionColumns.ima, share: 0.3, align: 'right' },
      ],
      rows: PROJECTION_SCENARIOS.map((scenario) => {
        const percentile = `P${SCENARIO_PERCENTILES[scenario]}`;
        return [
          translateMessage(language, `monitoring.scenario.${scenario}`),
          scenario === 'likely' ? `${percentile} (${texts.median})` : percentile,
          format.tenths(projection.ima[scenario]),
        ];
      }),
    },
    top,
  );
  const [low, high] = projection.ima.range80;
  top = drawParagraph(
    doc,
    fillText(texts.range80, { low: format.tenths(low), high: format.tenths(high) }),
    top,
  );
  return drawParagraph(
    doc,
    fillText(texts.projectionBasis, {
      plots: format.whole(projection.plots),
      date: format.date(input.report.to),
    }),
    top,
    { muted: true },
  );
}

/** Collects the document's bytes once it is ended. */
function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The quarterly productivity report as a PDF that explains itself away from the portal: what it is,
 * the customer, the quarter with its months, the data date and when it was made; the stands by age class
 * with totals, bar charts of stock and area by age class, the projected IMA, and numbered pages. A
 * quarter without plots says there is no information rather than showing empty tables.
 */
export async function renderQuarterlyReportPdf(input: QuarterlyReportPdfInput): Promise<Buffer> {
  const texts = QUARTERLY_PDF_TEXTS[input.language];
  const format = pdfFormats(input.language);
  const { period, title } = titleAndPeriod(input, texts);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: input.language,
    displayTitle: true,
    info: {
      Title: title,
      Author: input.productName,
      Subject: fillText(texts.subject, { customer: input.customerName, period }),
      CreationDate: input.generatedAt,
    },
  });
  const bytes = bytesOf(doc);

  let y = drawHeader(doc, input, texts, format);
  if (input.report.totals.plots === 0) {
    drawParagraph(doc, texts.empty, y);
  } else {
    y = drawAgeClasses(doc, input.report, texts, format, y);
    if (input.projection) drawProjection(doc, input, input.projection, texts, format, y);
  }
  drawFooters(doc, `${title} — ${input.customerName} — ${period}`, (page, pages) =>
    fillText(texts.page, { page, pages }),
  );
  doc.end();
  return bytes;
}
