import { describe, expect, it } from 'vitest';

import { queryClient } from './query-client';
import { clearServerData } from './server-data';

describe('clearServerData', () => {
  it('empties the query cache of the signed-in screens', () => {
    queryClient.setQueryData(['auth', 'me'], { name: 'Cliente Demonstração' });
    clearServerData();
    expect(queryClient.getQueryData(['auth', 'me'])).toBeUndefined();
  });
});
