import { downloadAppEndpoints, routeKey } from '@dossel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import type { User } from '@dossel/api-client';
import {
  apiError,
  createFakeApiClient,
  fakeUser,
  neverSettles,
  type FakeRoutes,
} from '@dossel/api-client/testing';

import type { DosselStoryParameters } from '../testing/story-parameters';
import { TermsModal, type TermsModalProps } from './terms-modal';

/** The user the API answers once the terms are recorded. */
const acceptedUser: User = { ...fakeUser, signature: '2026-03-02T12:00:00.000Z' };

/** A fake api client answering the terms-acceptance call with `handler`. */
function withAcceptTerms(handler: FakeRoutes[string]): { dossel: DosselStoryParameters } {
  return {
    dossel: { client: createFakeApiClient({}, { [routeKey(downloadAppEndpoints.acceptTerms)]: handler }) },
  };
}

// Typed as the props (not as spies) so tests can pass their own callbacks to the composed stories.
const defaultArgs: TermsModalProps = {
  opened: true,
  privacyPolicyUrl: 'https://www.example.com/privacidade',
  onAccepted: fn(),
  onDecline: fn(),
};

const meta = {
  title: 'widgets/TermsModal',
  component: TermsModal,
  args: defaultArgs,
  parameters: withAcceptTerms(() => acceptedUser),
} satisfies Meta<typeof TermsModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The gate as a user meets it, in the toolbar's language: no close button, a privacy link that opens apart. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    const privacyPolicy = within(dialog).getByRole('link');
    await expect(privacyPolicy).toHaveAttribute('href', 'https://www.example.com/privacidade');
    await expect(privacyPolicy).toHaveAttribute('target', '_blank');
    await expect(privacyPolicy).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Accepted: the spec's success toast, and the gate goes away (the host closes it on onAccepted). */
export const Accepted: Story = {
  globals: { locale: 'pt-BR' },
  render: function GateClosingOnAccept(args) {
    const [opened, setOpened] = useState(args.opened);
    const onAccepted = (user: User) => {
      setOpened(false);
      args.onAccepted(user);
    };
    return <TermsModal {...args} opened={opened} onAccepted={onAccepted} />;
  },
  play: async ({ args, userEvent }) => {
    // The modal renders in a portal on the page, outside the story's canvas.
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(screen.getByText('Termos aceitos com sucesso')).toBeVisible());
    await expect(args.onAccepted).toHaveBeenCalledWith(acceptedUser);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Termos de uso' })).toBeNull());
  },
};

/** Waiting for the API: Accept spins and neither button can be pressed again. */
export const Accepting: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withAcceptTerms(neverSettles),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    await expect(screen.getByRole('button', { name: 'Aceitar' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Recusar' })).toBeDisabled();
  },
};

/** The API refuses: its own message in a toast, and the gate stays for another try. */
export const AcceptanceFailed: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withAcceptTerms(() => {
    throw apiError(404, 'users.notFound', 'Usuário não encontrado.');
  }),
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(screen.getByText('Usuário não encontrado.')).toBeVisible());
    await expect(screen.getByRole('dialog', { name: 'Termos de uso' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Aceitar' })).toBeEnabled();
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

/** Declined: the host is told (the portal signs the user out); nothing is recorded. */
export const Declined: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

function languageStory(locale: string, title: string, decline: string, accept: string): Story {
  return {
    globals: { locale },
    play: async () => {
      await expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
      await expect(screen.getByRole('button', { name: decline })).toBeVisible();
      await expect(screen.getByRole('button', { name: accept })).toBeVisible();
    },
  };
}

export const PtBR: Story = languageStory('pt-BR', 'Termos de uso', 'Recusar', 'Aceitar');
export const EnUS: Story = languageStory('en-US', 'Terms of use', 'Decline', 'Accept');
export const Es: Story = languageStory('es', 'Términos de uso', 'Rechazar', 'Aceptar');
