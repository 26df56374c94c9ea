import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest } from '@dossel/api-client/testing';
import { countingRoutes, screenAfterPrefetch, settled } from '../../../testing/counting-routes';
import { fieldOperationsSession, withoutFieldOperations } from '../testing/field-operations-session';
import { fakeSuppliesRegister } from './supplies-fixtures';
import { prefetchSupplies } from './prefetch-supplies';
import { testQueryClient } from '../../../testing/test-services';

const at = (path: string) => new URL(`http://localhost${path}`);

describe('prefetching the supplies', () => {
  it('asks for the list once, and nothing for a customer without service 8', async () => {
    const allowed = countingRoutes(fakeSuppliesRegister().routes);
    prefetchSupplies(testQueryClient(), fakeRequest(allowed.routes), at('/supplies'), fieldOperationsSession);
    await settled();
    expect(allowed.asked).toEqual(['GET /register/gas/insumos']);

    testQueryClient().clear();
    const refused = countingRoutes(fakeSuppliesRegister().routes);
    prefetchSupplies(testQueryClient(), fakeRequest(refused.routes), at('/supplies'), withoutFieldOperations);
    await settled();
    expect(refused.asked).toEqual([]);
  });

  // Page, sort and search of the address are the table's, in the browser: the same one list serves them.
  it.each(['/supplies', '/supplies?q=Glifosato&sort=insumo:desc&page=1'])(
    'fills the cache the screen reads: the screen then asks for nothing more (%s)',
    async (path) => {
      const { screen } = await screenAfterPrefetch({
        path,
        server: () => fakeSuppliesRegister().routes,
        prefetch: prefetchSupplies,
        session: fieldOperationsSession,
      });
      await expect.element(page.getByRole('row', { name: /Glifosato 480/ })).toBeVisible();
      await settled();
      expect(screen).toEqual([]);
    },
  );
});
