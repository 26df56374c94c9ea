import { downloadAppEndpoints, routeKey } from '@dossel/api-client';
import type { User } from '@dossel/api-client';
import { createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { sessionAs, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { HomePage } from '../../../features/home/components/home-page';
import { AppLayout } from '../../shell/components/app-layout';
import { ShellGates } from './shell-gates';

const unsigned: User = { ...fakeUser, signature: null, lastLogin: null };

const signedInAs = (user: User) => () => {
  // Each story has its own welcome store and session (decision 026); the device's memory starts empty.
  localStorage.clear();
  sessionAs({ token: 'story-token', user, isLoggedIn: true, currentCustomer: user.currentCustomerId })();
};

/** The gates as users meet them: over the signed-in shell at home. */
const withShell: Decorator = () => (
  <StoryRouter routes={[{ element: <AppLayout />, children: [{ path: '*', element: <HomePage /> }] }]} />
);

const meta = {
  title: 'Portal/Shell/Gates',
  component: ShellGates,
  decorators: [withShell, withPortalTexts],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellGates>;
export default meta;

type Story = StoryObj<typeof meta>;

const acceptingClient = createFakeApiClient(
  {},
  {
    [routeKey(downloadAppEndpoints.acceptTerms)]: () => ({
      ...unsigned,
      signature: '2026-11-26T10:00:00.000Z',
    }),
  },
);

/** No signature yet: the terms stand over the shell, with nothing behind them reachable. */
export const TermsPending: Story = {
  beforeEach: signedInAs(unsigned),
  parameters: { dossel: { client: acceptingClient } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Termos de uso' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Aceitar' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Recusar' })).toBeVisible();
  },
};

/** Accepting: the toast, then the welcome. */
export const TermsAcceptedThenWelcome: Story = {
  beforeEach: signedInAs(unsigned),
  parameters: { dossel: { client: acceptingClient } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    // The toast slides in; it counts once it is on screen.
    await waitFor(() => expect(screen.getByText('Termos aceitos com sucesso')).toBeVisible());
    await expect(
      await screen.findByRole('dialog', { name: 'Boas-vindas ao Dossel, Cliente Demo!' }),
    ).toBeVisible();
  },
};

/** A user's first sign-in with the terms already settled: the welcome, once. */
export const Welcome: Story = {
  beforeEach: signedInAs({ ...fakeUser, lastLogin: null }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Boas-vindas ao Dossel, Cliente Demo!' });
    await userEvent.click(await screen.findByRole('button', { name: 'Começar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const WelcomeEnglish: Story = {
  globals: { locale: 'en-US' },
  beforeEach: signedInAs({ ...fakeUser, lastLogin: null }),
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Welcome to Dossel, Cliente Demo!' }),
    ).toBeVisible();
  },
};

export const TermsSpanish: Story = {
  globals: { locale: 'es' },
  beforeEach: signedInAs(unsigned),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeVisible();
  },
};
