import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import type { SessionState } from '../lib/session/session-store';
import { fakeUser } from '@dossel/api-client/testing';
import { AppServicesProvider } from '../app/provider';
import { addPortalTexts } from './portal-i18n';
import { startTestServices, testServices, testSession } from './test-services';

/** Storybook's DosselProvider holds the packages' texts; portal screens need the portal's as well. */
function PortalTexts({ children }: { children: ReactNode }) {
  addPortalTexts(useTranslation().i18n);
  return children;
}

export const withPortalTexts: Decorator = (Story) => (
  <PortalTexts>
    <Story />
  </PortalTexts>
);

/**
 * Every story has services of its own (decision 026): .storybook/preview.tsx starts them before each
 * story (`startStoryServices`) and gives them to the story (`withPortalServices`).
 */
export const startStoryServices = startTestServices;

/**
 * The portal's stories only (titled `Portal/…`): the packages' stories need none, and their own tests
 * render composed stories without the preview's `beforeEach`, so no services have been started there.
 */
export const withPortalServices: Decorator = (Story, { title }) =>
  title.startsWith('Portal/') ? (
    <AppServicesProvider services={testServices()}>
      <Story />
    </AppServicesProvider>
  ) : (
    <Story />
  );

/** Renders a screen inside an in-memory router, so links and navigation work without a page load. */
export function StoryRouter({ routes, path = '/' }: { routes: RouteObject[]; path?: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

export function atPath(element: ReactNode, path = '/'): ReactNode {
  return <StoryRouter routes={[{ path: '*', element }]} path={path} />;
}

/** Puts the story's session in a given state before it renders. */
export function sessionAs(state: Partial<SessionState>) {
  return () => {
    testSession().setState({
      token: null,
      user: null,
      isLoggedIn: null,
      currentCustomer: null,
      checking: false,
      ...state,
    });
  };
}

export const signedInSession = sessionAs({
  token: 'story-token',
  user: fakeUser,
  isLoggedIn: true,
  currentCustomer: 1,
});
export const signedOutSession = sessionAs({ isLoggedIn: false });
