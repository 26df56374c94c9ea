import type { AuthApi, User } from '@dossel/api-client';
import {
  createFakeApiClient,
  fakeUser,
  serverFailureError,
  type FakeRoutes,
} from '@dossel/api-client/testing';
import { DataTable } from '@dossel/ui-kit';
import type { Args, Decorator, Parameters as StoryParameters } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, screen } from 'storybook/test';

import { sessionAs, StoryRouter, withPortalTexts } from './story-helpers';
import { testQueryClient } from './test-services';
import { AppLayout } from '../app/shell/components/app-layout';

/** Story parameters that give the screen its own fake server. */
export const withFakeClient = (routes: FakeRoutes, auth: Partial<AuthApi> = {}) => ({
  dossel: { client: createFakeApiClient(auth, routes) },
});

/** A route that fails on the server's side ('Ocorreu um erro inesperado.'). */
export const failsOnServer = (): never => {
  throw serverFailureError();
};

/** Signs `user` in on a clean slate: empty storage, and the story's own session and query client. */
export const signedInAs = (user: User) => () => {
  localStorage.clear();
  sessionAs({ token: 'story-token', user, isLoggedIn: true, currentCustomer: user.currentCustomerId })();
};

/**
 * A failed call shows its message at once instead of after the client's retries. Each story's own query
 * client has them off already; kept for the stories that say so.
 */
export const withoutRetries = () => {
  testQueryClient().setDefaultOptions({
    queries: { ...testQueryClient().getDefaultOptions().queries, retry: false },
  });
};

/**
 * The screen in the app's frame, at `parameters.path` (a shared link) or `path`, rendered with the story's
 * args.
 */
function inApp<Props extends Args>(path: string, Page: ComponentType<Props>): Decorator {
  return (_, { parameters, args }) => (
    <StoryRouter
      path={typeof parameters.path === 'string' ? parameters.path : path}
      routes={[{ element: <AppLayout />, children: [{ path: '*', element: <Page {...(args as Props)} /> }] }]}
    />
  );
}

/**
 * What every screen's stories share: the screen in the app's frame at `path`, the portal's texts, the demo
 * user signed in on customer 1 and a fake server answering `routes`, and the data table's code loaded
 * before the story renders (as the screens' routes start it with their data), so a table is drawn at once
 * rather than after its skeleton, whenever the play function or the screenshot happens to look. Spread it
 * into the file's `meta`.
 */
export function reportStoryMeta<Props extends Args>(
  path: string,
  Page: ComponentType<Props>,
  routes: FakeRoutes,
) {
  return {
    decorators: [inApp(path, Page), withPortalTexts],
    loaders: [() => DataTable.ready()],
    beforeEach: signedInAs(fakeUser),
    parameters: { layout: 'fullscreen', ...withFakeClient(routes) },
  };
}

/** A story at a given screen size (e.g. a 375 px phone): the viewport addon's option and its choice. */
export function atViewport(name: string, width: number, height: number) {
  return {
    globals: { viewport: { value: name, isRotated: false } },
    parameters: {
      viewport: {
        options: { [name]: { name, styles: { width: `${width}px`, height: `${height}px` }, type: 'mobile' } },
      },
    },
  };
}

/**
 * A story on a 375 px phone: once `shown` has found the screen's content, the page itself does not scroll
 * sideways (wide parts scroll inside their frames). `parameters` may give it its own server or address.
 */
export const phoneStory = (shown: () => Promise<unknown>, parameters: StoryParameters = {}) => ({
  ...atViewport('phone375', 375, 667),
  parameters: { ...atViewport('phone375', 375, 667).parameters, ...parameters },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    await shown();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

/** A story whose data has not arrived yet (`parameters` hold a route that never answers): a skeleton. */
export const loadingStory = (parameters: StoryParameters) => ({
  parameters,
  play: async () => {
    const loading = await screen.findByText('Carregando os dados…');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
});

/** A story with nothing to show (`parameters` hold routes answering nothing): the shared empty text. */
export const emptyStory = (parameters: StoryParameters) => ({
  parameters,
  play: async () => {
    await expect(await screen.findByText('Sem informações para esses filtros.')).toBeVisible();
  },
});

/** A story whose server fails (`parameters` hold a failing route): its message, at once. */
export const serverErrorStory = (parameters: StoryParameters) => ({
  beforeEach: withoutRetries,
  parameters,
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  },
});
