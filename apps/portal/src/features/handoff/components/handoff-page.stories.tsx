import type { AuthApi, CoreClient } from '@dossel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import {
  apiError,
  createFakeApiClient,
  fakeLoginResponse,
  neverSettles,
  serverFailureError,
} from '@dossel/api-client/testing';
import { paths } from '../../../config/paths';
import { signedOutSession, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { HandoffPage } from './handoff-page';

/** Stands in for home, where a successful hand-off leads. */
const HOME_MARKER = 'Home (story)';

const meta = {
  title: 'Portal/Account/Hand-off',
  component: HandoffPage,
  args: { onSession: fn() },
  // The page at its route with a code, as the link of the other site opens it, and home beside it.
  decorators: [
    (Story, { parameters }) => (
      <StoryRouter
        routes={[
          { path: paths.handoff.path, element: <Story /> },
          { path: paths.home.path, element: <p>{HOME_MARKER}</p> },
        ]}
        path={(parameters as { handoffPath?: string }).handoffPath ?? paths.handoff.href('story-code')}
      />
    ),
    withPortalTexts,
  ],
  beforeEach: signedOutSession,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HandoffPage>;
export default meta;

type Story = StoryObj<typeof meta>;

function withAuth(auth: Partial<AuthApi>): { dossel: { client: CoreClient } } {
  return { dossel: { client: createFakeApiClient(auth) } };
}

const codeInvalid = () =>
  apiError(401, 'auth.handoffCodeInvalid', 'Código de acesso inválido ou expirado. Entre novamente.');

/** The code is being exchanged for a session. */
export const Exchanging: Story = {
  parameters: withAuth({ exchangeHandoffCode: () => neverSettles() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Entrando no Dossel' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Abrindo a sua sessão…');
  },
};

/** A used, expired or unknown code: the API's message and the way to sign in. */
export const Failed: Story = {
  parameters: withAuth({ exchangeHandoffCode: () => Promise.reject(codeInvalid()) }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Código de acesso inválido ou expirado. Entre novamente.',
    );
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/');
    await expect(args.onSession).not.toHaveBeenCalled();
  },
};

/** A link without a code says the same, without asking the API. */
export const MissingCode: Story = {
  parameters: {
    handoffPath: paths.handoff.href(),
    ...withAuth({ exchangeHandoffCode: () => Promise.reject(serverFailureError()) }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Código de acesso inválido ou expirado. Entre novamente.',
    );
  },
};

/** The exchange failed on the server's side, in Spanish. */
export const ServerFailure: Story = {
  globals: { locale: 'es' },
  parameters: withAuth({ exchangeHandoffCode: () => Promise.reject(serverFailureError()) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error inesperado. Inténtelo de nuevo.',
    );
    await expect(canvas.getByRole('link', { name: 'Ir al inicio de sesión' })).toBeVisible();
  },
};

/** A good code: the session is handed to the portal and the page goes home. */
export const SuccessRedirect: Story = {
  parameters: withAuth({ exchangeHandoffCode: async () => fakeLoginResponse }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(HOME_MARKER)).toBeVisible();
    await expect(args.onSession).toHaveBeenCalledTimes(1);
    await expect(args.onSession).toHaveBeenCalledWith(fakeLoginResponse);
  },
};
