// Each test and each story has its own services (decision 026): a session, welcome gates and a query
// client made for it alone, so no test sees what another left behind, in whatever order they run.
import type { CoreClient, Language } from '@dossel/api-client';
import { createFakeApiClient } from '@dossel/api-client/testing';
import type { QueryClient } from '@tanstack/react-query';

import type { AppServices } from '../lib/app-services';
import { createQueryClient, queryClientOf } from '../lib/query-client';
import { clearServerData, createServerData } from '../lib/server-data';
import { createSessionStore, type SessionStore } from '../lib/session/session-store';
import { createWelcomeStore } from '../lib/session/welcome-store';
import { createAuthRedirect } from '../lib/session/session-expiry';
import { createPortalTestI18n } from './portal-i18n';

type TestStores = Pick<AppServices, 'session' | 'welcome' | 'serverData'>;

/** Fresh stores: signed out, no gate settled, an empty query client whose failing query fails at once. */
function createTestStores(): TestStores {
  const serverData = createServerData(createQueryClient({ queries: { retry: false } }));
  const session = createSessionStore({
    storage: window.localStorage,
    clearCache: () => clearServerData(serverData),
  });
  return { session, welcome: createWelcomeStore(), serverData };
}

let current: TestStores | null = null;

/**
 * Gives the test (or story) about to run its own stores; setup-tests.ts calls it before each test and
 * .storybook/preview.tsx before each story. The previous test's stores are dropped, not reset.
 */
export function startTestServices(): void {
  current = createTestStores();
}

function testStores(): TestStores {
  if (!current) throw new Error('startTestServices() has not run: the test set-up calls it before each test');
  return current;
}

/** The running test's session: sign in before rendering, look at it after. */
export const testSession = (): SessionStore => testStores().session;

/** The running test's query client, the one its app renders with. */
export const testQueryClient = (): QueryClient => queryClientOf(testStores().serverData);

/** The running test's services, with a client (a fake one unless given) and the portal's texts in `language`. */
export function testServices({
  client = createFakeApiClient(),
  language = 'pt-BR',
}: { client?: CoreClient; language?: Language } = {}): AppServices {
  return {
    ...testStores(),
    api: client,
    i18n: createPortalTestI18n(language),
    authRedirect: createAuthRedirect(),
  };
}
