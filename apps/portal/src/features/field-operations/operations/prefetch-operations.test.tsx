import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { costSummaryRoutes } from '../cost-summary/cost-summary-fixtures';
import { countingRoutes, settled } from '../../../testing/counting-routes';
import {
  fieldOperationsSession,
  signInForFieldOperations,
  withoutFieldOperations,
} from '../testing/field-operations-session';
import { fakeOperationsServer, manyOperations } from './operations-fixtures';
import { prefetchOperations } from './prefetch-operations';
import { testQueryClient } from '../../../testing/test-services';

/** The records' and the summary's fake server: 45 records (23 of them 'Plantio'), the summary's six. */
const server = () =>
  countingRoutes({ ...fakeOperationsServer(manyOperations(45)).routes, ...costSummaryRoutes() });

const at = (path: string) => new URL(`http://localhost${path}`);

/** Page 2 of 'Plantio', and the summary of the first half of 2026 on one farm; a malformed 'de' is left out. */
const FILTERED =
  '/operations?grupo=Plantio&page=2&de=2026-13&from=2026-01-01&to=2026-06-30&farm=Fazenda+Bom+Jardim';

describe('prefetching the operation records', () => {
  it('asks for the page and the summary the address names, and nothing without service 8', async () => {
    const allowed = server();
    prefetchOperations(testQueryClient(), fakeRequest(allowed.routes), at(FILTERED), fieldOperationsSession);
    await settled();
    expect(allowed.asked.sort()).toEqual([
      'GET /register/gas/operacoes/resumo?de=2026-01-01&ate=2026-06-30&gloc1=Fazenda Bom Jardim',
      'GET /register/gas/operacoes?grupo=Plantio&page=2',
    ]);

    testQueryClient().clear();
    const refused = server();
    prefetchOperations(testQueryClient(), fakeRequest(refused.routes), at(FILTERED), withoutFieldOperations);
    await settled();
    expect(refused.asked).toEqual([]);
  });

  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const prefetched = server();
    prefetchOperations(
      testQueryClient(),
      fakeRequest(prefetched.routes),
      at('/operations'),
      fieldOperationsSession,
    );
    await settled();

    const screen = server();
    signInForFieldOperations();
    await renderApp({ path: '/operations', client: createFakeApiClient({}, screen.routes) });
    await expect.element(page.getByText('1–20 de 45')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Custos em resumo' })).toBeVisible();
    await settled();
    expect(screen.asked).toEqual([]);
  });

  it('fills it for the filters, page, period and farm of the address too', async () => {
    const prefetched = server();
    prefetchOperations(
      testQueryClient(),
      fakeRequest(prefetched.routes),
      at(FILTERED),
      fieldOperationsSession,
    );
    await settled();

    const screen = server();
    signInForFieldOperations();
    await renderApp({ path: FILTERED, client: createFakeApiClient({}, screen.routes) });
    await expect.element(page.getByText('21–23 de 23')).toBeVisible();
    // Bom Jardim's records of the first half: 8000 + 1000 + 282.50.
    await expect.element(page.getByText('R$ 9.282,50')).toBeVisible();
    await settled();
    expect(screen.asked).toEqual([]);
  });
});
