import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest, fakeUser } from '@dossel/api-client/testing';
import { countingRoutes, screenAfterPrefetch, settled } from '../../testing/counting-routes';
import { downloadsRoutes, fakeDocument } from '../../testing/downloads-fixtures';
import { prefetchDownloads } from './prefetch-downloads';
import { testQueryClient } from '../../testing/test-services';

const PATH = '/downloads/documents';
const LOOKUPS = [
  'GET /register/document-categories',
  'GET /register/document-subjects',
  'GET /register/document-types',
];

/** The screen's fake server. */
const server = () => downloadsRoutes([fakeDocument(1), fakeDocument(2), fakeDocument(3, 2)]);
const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const row = (name: string) => page.getByRole('row').filter({ hasText: name });
/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
const openAfterPrefetch = (path: string) =>
  screenAfterPrefetch({ path, server, prefetch: prefetchDownloads, session });

describe('prefetching the downloads screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await openAfterPrefetch(PATH);
    await expect.element(row('relatorio-1-cliente-1.pdf')).toHaveTextContent('Relatório PDF');
    await settled();
    expect(asked.prefetched.sort()).toEqual(['GET /register/documents?customerId=1', ...LOOKUPS].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for the documents of the filters in the address, leaving out an invalid one', async () => {
    const asked = await openAfterPrefetch(`${PATH}?category=4&subject=x`);
    await expect.element(row('inventario-2-cliente-1.csv')).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Categoria' }))
      .toHaveDisplayValue('Planilha de dados');
    expect(page.getByText('relatorio-1-cliente-1.pdf').elements()).toHaveLength(0);
    await settled();
    expect(asked.prefetched.sort()).toEqual(
      ['GET /register/documents?documentCategoryId=4&customerId=1', ...LOOKUPS].sort(),
    );
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing without a current customer', async () => {
    const { asked, routes } = countingRoutes(server());
    prefetchDownloads(testQueryClient(), fakeRequest(routes), at(PATH), {
      user: fakeUser,
      currentCustomer: null,
    });
    await settled();
    expect(asked).toEqual([]);
  });
});
