import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest } from '@dossel/api-client/testing';
import { countingRoutes, screenAfterPrefetch, settled } from '../../../testing/counting-routes';
import { fieldOperationsSession, withoutFieldOperations } from '../testing/field-operations-session';
import { fakeFieldNotesServer } from './field-notes-fixtures';
import { prefetchFieldNotes } from './prefetch-field-notes';
import { testQueryClient } from '../../../testing/test-services';

const at = (path: string) => new URL(`http://localhost${path}`);

describe('prefetching the field notes', () => {
  it('asks for the list once, and nothing for a customer without service 8', async () => {
    const allowed = countingRoutes(fakeFieldNotesServer().routes);
    prefetchFieldNotes(
      testQueryClient(),
      fakeRequest(allowed.routes),
      at('/field-notes'),
      fieldOperationsSession,
    );
    await settled();
    expect(allowed.asked).toEqual(['GET /register/gas/apontamentos']);

    testQueryClient().clear();
    const refused = countingRoutes(fakeFieldNotesServer().routes);
    prefetchFieldNotes(
      testQueryClient(),
      fakeRequest(refused.routes),
      at('/field-notes'),
      withoutFieldOperations,
    );
    await settled();
    expect(refused.asked).toEqual([]);
  });

  // Page, sort and search of the address are the table's, in the browser: the same one list serves them.
  it.each(['/field-notes', '/field-notes?q=CES&sort=data:asc&page=1'])(
    'fills the cache the screen reads: the screen then asks for nothing more (%s)',
    async (path) => {
      const { screen } = await screenAfterPrefetch({
        path,
        server: () => fakeFieldNotesServer().routes,
        prefetch: prefetchFieldNotes,
        session: fieldOperationsSession,
      });
      await expect.element(page.getByRole('row', { name: /Tipo de combate/ })).toBeVisible();
      await settled();
      expect(screen).toEqual([]);
    },
  );
});
