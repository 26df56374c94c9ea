import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { offerPaintedState } from './painted-screen-data';
import { queryClientOf } from './query-client';
import { createServerData } from './server-data';

const USER_KEY = ['me'];
const user = { id: 'u1', name: 'Ana' };

/** The answers a screen painted by the server was drawn from (app/first-screens/painted-screen.ts). */
function paintedState() {
  const server = new QueryClient();
  server.setQueryData(USER_KEY, user);
  return dehydrate(server);
}

describe("the app's query client (issue 13)", () => {
  afterEach(() => {
    delete window.__dosselPaintedScreen;
  });

  it('starts its cache from the answers a painted screen was drawn from, so the app asks none again', () => {
    expect(offerPaintedState(paintedState())).toBe(true);
    const client = queryClientOf(createServerData());
    expect(client.getQueryData(USER_KEY)).toEqual(user);
  });

  it('starts empty without a painted screen, and closes the door to one painted later', () => {
    const client = queryClientOf(createServerData());
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(offerPaintedState(paintedState())).toBe(false);
    expect(queryClientOf(createServerData()).getQueryData(USER_KEY)).toBeUndefined();
  });
});
