import { createAuthApi, type Request } from '@dossel/api-client';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { paths } from '../../config/paths';
import { prefetchBenchmarking } from '../../features/registers/benchmarking/prefetch-benchmarking';
import { i18nOptions } from '../../lib/i18n-options';
import { textsToLoad } from './boot';
import { EARLY_SCREENS, SESSION_REQUESTS } from './early-screens';

// What index.html sends early is only of use if the app then asks for exactly the same: else the app
// asks again and the early request was a waste of the user's bandwidth.

/** A client that notes each address asked (path and query) and answers nothing useful. */
function recordingRequest() {
  const asked: string[] = [];
  const request: Request = async (path, options) => {
    const query = new URLSearchParams(
      Object.entries(options?.query ?? {}).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    ).toString();
    asked.push(query ? `${path}?${query}` : path);
    return Promise.resolve([] as never);
  };
  return { asked, request };
}

describe('what index.html asks for early', () => {
  it("is the session check's own request", async () => {
    const { asked, request } = recordingRequest();
    await createAuthApi(request)
      .me()
      .catch(() => undefined);
    expect(asked).toEqual(SESSION_REQUESTS);
  });

  it("is what /benchmarking's loader asks for, on the plain address", async () => {
    const { asked, request } = recordingRequest();
    const url = new URL(paths.benchmarking.path, window.location.origin);
    prefetchBenchmarking(new QueryClient(), url, request);
    await expect.poll(() => asked.length).toBe(2);
    expect(asked.sort()).toEqual([...(EARLY_SCREENS[paths.benchmarking.path]?.requests ?? [])].sort());
  });

  it('is the texts i18next loads for the language, and only those', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ ...i18nOptions, initAsync: false, resources: {} });
    for (const language of ['pt-BR', 'en-US', 'es']) {
      expect(textsToLoad(language)).toEqual(i18n.services.languageUtils.toResolveHierarchy(language));
    }
  });
});
