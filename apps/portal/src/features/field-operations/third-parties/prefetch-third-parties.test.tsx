import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest } from '@dossel/api-client/testing';
import { countingRoutes, screenAfterPrefetch, settled } from '../../../testing/counting-routes';
import { fieldOperationsSession, withoutFieldOperations } from '../testing/field-operations-session';
import { fakeThirdPartiesServer } from './third-parties-fixtures';
import { prefetchThirdParties } from './prefetch-third-parties';
import { testQueryClient } from '../../../testing/test-services';

const at = (path: string) => new URL(`http://localhost${path}`);

describe('prefetching the service providers', () => {
  it('asks for the list once, and nothing for a customer without service 8', async () => {
    const allowed = countingRoutes(fakeThirdPartiesServer().routes);
    prefetchThirdParties(
      testQueryClient(),
      fakeRequest(allowed.routes),
      at('/third-party'),
      fieldOperationsSession,
    );
    await settled();
    expect(allowed.asked).toEqual(['GET /register/gas/terceiros']);

    testQueryClient().clear();
    const refused = countingRoutes(fakeThirdPartiesServer().routes);
    prefetchThirdParties(
      testQueryClient(),
      fakeRequest(refused.routes),
      at('/third-party'),
      withoutFieldOperations,
    );
    await settled();
    expect(refused.asked).toEqual([]);
  });

  // Page, sort and search of the address are the table's, in the browser: the same one list serves them.
  it.each(['/third-party', '/third-party?q=AeroAgro&sort=nome:desc&page=1'])(
    'fills the cache the screen reads: the screen then asks for nothing more (%s)',
    async (path) => {
      const { screen } = await screenAfterPrefetch({
        path,
        server: () => fakeThirdPartiesServer().routes,
        prefetch: prefetchThirdParties,
        session: fieldOperationsSession,
      });
      await expect.element(page.getByRole('row', { name: /AeroAgro Pulverização/ })).toBeVisible();
      await settled();
      expect(screen).toEqual([]);
    },
  );
});
