import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest } from '@dossel/api-client/testing';
import { countingRoutes, screenAfterPrefetch, settled } from '../../../testing/counting-routes';
import { fieldOperationsSession, withoutFieldOperations } from '../testing/field-operations-session';
import { fakeOperationalItemsRegister } from './operational-items-fixtures';
import { prefetchOperationalItems } from './prefetch-operational-items';
import { testQueryClient } from '../../../testing/test-services';

const at = (path: string) => new URL(`http://localhost${path}`);

describe('prefetching the operational items', () => {
  it('asks for the list once, and nothing for a customer without service 8', async () => {
    const allowed = countingRoutes(fakeOperationalItemsRegister().routes);
    prefetchOperationalItems(
      testQueryClient(),
      fakeRequest(allowed.routes),
      at('/operational-items'),
      fieldOperationsSession,
    );
    await settled();
    expect(allowed.asked).toEqual(['GET /register/gas/itens-operacionais/lista']);

    testQueryClient().clear();
    const refused = countingRoutes(fakeOperationalItemsRegister().routes);
    prefetchOperationalItems(
      testQueryClient(),
      fakeRequest(refused.routes),
      at('/operational-items'),
      withoutFieldOperations,
    );
    await settled();
    expect(refused.asked).toEqual([]);
  });

  // Page, sort and search of the address are the table's, in the browser: the same one list serves them.
  it.each(['/operational-items', '/operational-items?q=Trator&sort=item:desc&page=1'])(
    'fills the cache the screen reads: the screen then asks for nothing more (%s)',
    async (path) => {
      const { screen } = await screenAfterPrefetch({
        path,
        server: () => fakeOperationalItemsRegister().routes,
        prefetch: prefetchOperationalItems,
        session: fieldOperationsSession,
      });
      await expect.element(page.getByRole('row', { name: /Trator de pneus/ })).toBeVisible();
      await settled();
      expect(screen).toEqual([]);
    },
  );
});
