import { fakeUser } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { expect, screen, waitFor } from 'storybook/test';

import { notify } from '../../../lib/notify';
import { sessionAs, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { HomePage } from '../../../features/home/components/home-page';
import { AppLayout } from './app-layout';
import { createSessionExpiry } from '../../../lib/session/session-expiry';
import { NotAuthenticatedPage } from '../../../features/auth/components/not-authenticated-page';
import { testSession } from '../../../testing/test-services';

/** Plays what a refused data call does, with the real expiry handling and no 5 s wait. */
function ExpireNow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    createSessionExpiry({
      session: testSession(),
      notify: () => notify.alert(t('auth.sessionExpired')),
      redirect: () => void navigate('/auth'),
      delayMs: 0,
    }).handleUnauthorized();
  }, [navigate, t]);
  return <HomePage />;
}

const meta = {
  title: 'Portal/Shell/Expired session',
  component: NotAuthenticatedPage,
  decorators: [
    () => (
      <StoryRouter
        routes={[
          {
            element: <AppLayout />,
            children: [
              { path: '/auth', element: <NotAuthenticatedPage /> },
              { path: '*', element: <ExpireNow /> },
            ],
          },
        ]}
      />
    ),
    withPortalTexts,
  ],
  beforeEach: sessionAs({ token: 'story-token', user: fakeUser, isLoggedIn: true, currentCustomer: 1 }),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotAuthenticatedPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The message once, the token gone, and the /auth page with its way back to sign-in. */
export const Default: Story = {
  play: async () => {
    await expect(
      await screen.findByText('Sua sessão expirou. Por favor, efetue login novamente.'),
    ).toBeVisible();
    await expect(
      await screen.findByText('Faça login no sistema para utilizar nossos recursos!'),
    ).toBeVisible();
    await waitFor(() => expect(testSession().getState().token).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await waitFor(() =>
      expect(screen.getByText('Your session has expired. Please log in again.')).toBeVisible(),
    );
  },
};
