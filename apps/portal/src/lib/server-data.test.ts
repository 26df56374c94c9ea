import { describe, expect, it } from 'vitest';

import { createQueryClient, queryClientOf } from './query-client';
import { clearServerData, createServerData } from './server-data';

describe('clearServerData', () => {
  it('empties the query cache of the signed-in screens', () => {
    const data = createServerData(createQueryClient());
    queryClientOf(data).setQueryData(['auth', 'me'], { name: 'Cliente Demonstração' });
    clearServerData(data);
    expect(queryClientOf(data).getQueryData(['auth', 'me'])).toBeUndefined();
  });

  it('has nothing to drop before a signed-in screen made the query client', () => {
    const data = createServerData();
    clearServerData(data);
    expect(data.client).toBeNull();
  });
});
