// The render module's warm-up (decision 030), run by the API in the render thread once the module has
// loaded, before any user asks: the first renders after a start cost several times a warm one (the
// screens' code loads on the first, some 200 ms of CPU, and the JIT compiles the next few: 50–70 ms
// against 30–40, measured), and a start is when a release's first users open their bookmarks. Each
// painted screen is rendered in every language and both layouts from sample answers; the HTML is
// dropped, nothing leaves the thread. A screen that renders nothing from its samples is an error the API
// logs at start, where otherwise only the users' paints would quietly stop.
import {
  type Benchmarking,
  type CustomerOption,
  type FirstScreenWarmUp,
  LANGUAGES,
  type User,
} from '@dossel/api-client';

import { PAINTED_PATHS } from './early-screens';
import { renderFirstScreen } from './render-signed-in-screen';

/** The base address the render module's client asks under (render-signed-in-screen.tsx). */
const API_BASE = '/api';

/** A member of staff who has accepted the terms: what every painted screen is drawn for. */
const SAMPLE_USER: User = {
  id: 1,
  name: 'Dossel',
  email: 'warm-up@dossel.invalid',
  mainCustomerId: 1,
  servicesAdmin: true,
  services_json: { '1': [1, 2] },
  customers: [{ id: 1, name: 'Dossel' }],
  lastLogin: null,
  signature: '2026-01-01T00:00:00.000Z',
  currentCustomerId: 1,
};

const SAMPLE_CUSTOMERS: CustomerOption[] = [1, 2, 3, 4, 5].map((id) => ({
  label: `Cliente ${id}`,
  value: id,
  groupId: null,
}));

/** More entries than the list's first page shows, so that a whole page is drawn. */
const SAMPLE_BENCHMARKING: Benchmarking[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  customer_id: 1 + (index % SAMPLE_CUSTOMERS.length),
  customer_name: `Cliente ${1 + (index % SAMPLE_CUSTOMERS.length)}`,
  data: `2025-${String(1 + (index % 12)).padStart(2, '0')}-28`,
  ima7: 30 + index / 4,
  performance: 90 + (index % 10),
  impacto_clima: (index % 7) - 3,
  version: 1,
}));

/**
 * The answer to each GET a painted screen makes first (EARLY_SCREENS' `requests`, and the session's),
 * by its address under the API's base (tooling/first-screen-module.test.ts fails where one is missing).
 */
const SAMPLE_ANSWERS: Record<string, unknown> = {
  '/auth/me': SAMPLE_USER,
  '/register/benchmarking': SAMPLE_BENCHMARKING,
  '/register/customers/options': SAMPLE_CUSTOMERS,
};

/** A `fetch` that answers from the samples, and 404 for anything else (the render then paints nothing). */
const sampleFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.invalid');
  const answer = SAMPLE_ANSWERS[url.pathname.slice(API_BASE.length) + url.search];
  return answer === undefined ? new Response(null, { status: 404 }) : Response.json(answer);
};

export const warmUpFirstScreens: FirstScreenWarmUp = async () => {
  for (const path of PAINTED_PATHS) {
    for (const language of LANGUAGES) {
      for (const desktop of ['1', '0'] as const) {
        const answer = await renderFirstScreen({ path, language, desktop, fetch: sampleFetch });
        if (!answer) throw new Error(`${path} (${language}) rendered nothing from its sample answers`);
      }
    }
  }
};
