import {
  monitoringEndpoints,
  pickLanguage,
  PRODUCTIVITY_SERVICE_ID,
  projectIma,
  quarterlyReportFileName,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { latestImaByPlot } from '../../reports/ima-sample';
import { renderQuarterlyReportPdf } from '../../reports/quarterly-report-pdf';
import { createMonitoringRepositories } from '../../repositories/monitoring';
import { buildQuarterlyReport, quarterBounds } from '../../repositories/monitoring/quarterly';
import { createCustomersRepository } from '../../repositories/registers/customers';
import { assertCustomerService } from '../../security/access';
import { routeOf } from '../endpoint-route';
import { attachmentHeader } from '../registers/document-files';

const futureQuarter = () => new Rejection(400, 'errors.reports.futureQuarter', 'quarter');

/**
 * `GET /reports/quarterly.pdf`: the quarterly productivity report of `GET /reports/quarterly` as a PDF
 * download, in the request's language (Accept-Language), with the projected IMA read from the
 * customer's metrics. For users linked to the customer with the productivity service.
 */
export default async function quarterlyPdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { series } = createMonitoringRepositories(app.db);
  const customers = createCustomersRepository(app.db);

  await routeOf(app, monitoringEndpoints.quarterlyPdf, async (request, reply) => {
    const { customer_id, year, quarter } = request.query;
    assertCustomerService(userOf(request), customer_id, PRODUCTIVITY_SERVICE_ID);
    const generatedAt = new Date();
    const { from, to } = quarterBounds(year, quarter);
    // A quarter that has not begun has no stands to report yet: say so rather than hand out a blank.
    if (from > generatedAt.toISOString().slice(0, 10)) throw futureQuarter();
    const [customer, stands, metrics] = await Promise.all([
      customers.find(customer_id),
      series.stock(customer_id, to),
      series.metrics(customer_id),
    ]);
    const sample = latestImaByPlot(metrics, to);
    const ima = projectIma(sample);
    const language = pickLanguage(request.headers['accept-language']);
    const customerName = customer?.name ?? '';
    const pdf = await renderQuarterlyReportPdf({
      language,
      productName: app.config.providerName,
      customerName,
      report: buildQuarterlyReport(customer_id, year, quarter, stands),
      projection: ima && { ima, plots: sample.length },
      generatedAt,
    });
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        attachmentHeader(quarterlyReportFileName(customerName, year, quarter, language)),
      )
      .send(pdf);
  });
}
