import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import {
  type CoreClient,
  downloadAppEndpoints,
  HANDOFF_CODE_TTL_SECONDS,
  routeKey,
  type User,
} from '@dossel/api-client';
import {
  createFakeApiClient,
  FAKE_PASSWORD,
  fakeLoginResponse,
  fakeUser,
  serverFailureError,
} from '@dossel/api-client/testing';
import { resetToasts } from '../testing/reset-toasts';
import type { DosselLoginBoxElement } from './dossel-login-box';
import './dossel-login-box';
import './dossel-promo-popup';
import type { DosselTermsModalElement } from './dossel-terms-modal';
import './dossel-terms-modal';

const PORTAL = 'https://portal.example';
const HANDOFF_CODE = 'one-time-code-123';

/** The fake server of these tests: sign-in as in stories, plus the hand-off code and the terms call. */
function fakeClient(overrides: Parameters<typeof createFakeApiClient>[0] = {}): CoreClient {
  return createFakeApiClient(
    {
      createHandoffCode: async () => ({ code: HANDOFF_CODE, expiresInSeconds: HANDOFF_CODE_TTL_SECONDS }),
      ...overrides,
    },
    { [routeKey(downloadAppEndpoints.acceptTerms)]: () => acceptedUser },
  );
}

const acceptedUser: User = { ...fakeUser, signature: '2026-03-02T12:00:00.000Z' };

/** Puts a Dossel element on the page with the given attributes and a fake client, as a host page would. */
function place<E extends HTMLElement & { client: CoreClient | null }>(
  tag: string,
  attributes: Record<string, string> = {},
  client: CoreClient = fakeClient(),
): E {
  const element = document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.client = client;
  document.body.append(element);
  return element;
}

/** Resolves with the next event of this type that reaches the document (so it bubbled out of the shadow root). */
function nextEvent(type: string): Promise<CustomEvent> {
  return new Promise((resolve) =>
    document.addEventListener(type, (event) => resolve(event as CustomEvent), { once: true }),
  );
}

async function signIn(): Promise<void> {
  await userEvent.fill(page.getByLabelText(/^E-mail/), 'cliente@demo.com.br');
  await userEvent.fill(page.getByLabelText(/^Senha/), FAKE_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const pageLanguage = document.documentElement.lang;

beforeEach(() => {
  resetToasts();
});

afterEach(() => {
  for (const element of document.querySelectorAll(
    'dossel-login-box, dossel-promo-popup, dossel-terms-modal',
  )) {
    element.remove();
  }
  document.documentElement.lang = pageLanguage;
});

describe('<dossel-login-box>', () => {
  test.each([
    { lang: 'pt-BR', title: 'Portal do Cliente', submit: 'Entrar', password: /^Senha/ },
    { lang: 'en-US', title: 'Customer Portal', submit: 'Sign in', password: /^Password/ },
    { lang: 'es', title: 'Portal del Cliente', submit: 'Ingresar', password: /^Contraseña/ },
  ])('renders its form in $lang from the lang attribute', async ({ lang, title, submit, password }) => {
    place('dossel-login-box', { lang, 'portal-url': PORTAL });
    await expect.element(page.getByRole('heading', { name: title })).toBeVisible();
    await expect.element(page.getByLabelText(password)).toBeVisible();
    await expect.element(page.getByRole('button', { name: submit })).toBeVisible();
  });

  test("speaks the page's language when it has no lang of its own, and pt-BR for any other", async () => {
    document.documentElement.lang = 'es';
    const element = place('dossel-login-box');
    await expect.element(page.getByRole('heading', { name: 'Portal del Cliente' })).toBeVisible();
    element.remove();
    document.documentElement.lang = 'fr';
    place('dossel-login-box');
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
  });

  test('re-renders in the new language when lang changes', async () => {
    const element = place('dossel-login-box', { lang: 'en-US' });
    await expect.element(page.getByRole('heading', { name: 'Customer Portal' })).toBeVisible();
    element.setAttribute('lang', 'es');
    await expect.element(page.getByRole('heading', { name: 'Portal del Cliente' })).toBeVisible();
  });

  test('links "forgot password" to the portal', async () => {
    place('dossel-login-box', { lang: 'pt-BR', 'portal-url': `${PORTAL}/` });
    await expect
      .element(page.getByRole('link', { name: 'Esqueceu sua senha?' }))
      .toHaveAttribute('href', `${PORTAL}/forgot-password`);
  });

  test('sends dossel-signed-in with the name and e-mail only, then hands off to the portal with the code', async () => {
    const element = place<DosselLoginBoxElement>('dossel-login-box', { lang: 'pt-BR', 'portal-url': PORTAL });
    const navigate = vi.fn();
    element.navigate = navigate;
    const signedIn = nextEvent('dossel-signed-in');
    await signIn();

    const event = await signedIn;
    expect(event.detail).toEqual({ name: fakeUser.name, email: fakeUser.email });
    expect(JSON.stringify(event.detail)).not.toContain(fakeLoginResponse.token);
    expect(event).toMatchObject({ bubbles: true, composed: true, cancelable: true });
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledExactlyOnceWith(`${PORTAL}/handoff?code=${HANDOFF_CODE}`),
    );
  });

  test('stays on the page, and asks for no code, when the host cancels dossel-signed-in', async () => {
    const createHandoffCode = vi.fn(async () => ({
      code: HANDOFF_CODE,
      expiresInSeconds: HANDOFF_CODE_TTL_SECONDS,
    }));
    const element = place<DosselLoginBoxElement>(
      'dossel-login-box',
      { lang: 'pt-BR', 'portal-url': PORTAL },
      fakeClient({ createHandoffCode }),
    );
    const navigate = vi.fn();
    element.navigate = navigate;
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('dossel-signed-in', cancel, { once: true });
    const signedIn = nextEvent('dossel-signed-in');
    await signIn();

    expect((await signedIn).defaultPrevented).toBe(true);
    await expect.element(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(createHandoffCode).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('shows the error in a toast inside the widget when the portal cannot issue a code', async () => {
    const element = place<DosselLoginBoxElement>(
      'dossel-login-box',
      { lang: 'pt-BR', 'portal-url': PORTAL },
      fakeClient({ createHandoffCode: () => Promise.reject(serverFailureError()) }),
    );
    const navigate = vi.fn();
    element.navigate = navigate;
    await signIn();

    const toast = page.getByRole('alert');
    await expect.element(toast).toHaveTextContent('Ocorreu um erro inesperado.');
    expect(element.shadowRoot?.contains(toast.element())).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('<dossel-promo-popup>', () => {
  test('shows while open, links to the productivity vision, and sends dossel-closed when closed', async () => {
    const element = place('dossel-promo-popup', { lang: 'pt-BR', 'portal-url': PORTAL, open: '' });
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    expect(element.shadowRoot?.contains(dialog.element())).toBe(true);
    await expect
      .element(dialog.getByRole('link'))
      .toHaveAttribute('href', `${PORTAL}/productivity?tab=productivityVision`);

    const closed = nextEvent('dossel-closed');
    await page.getByRole('button', { name: 'Fechar' }).click();
    await closed;
    expect(element.hasAttribute('open')).toBe(false);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('can be removed by the host from its dossel-closed listener', async () => {
    const element = place('dossel-promo-popup', { lang: 'pt-BR', open: '' });
    document.addEventListener('dossel-closed', () => element.remove(), { once: true });
    await page.getByRole('button', { name: 'Fechar' }).click();
    await vi.waitFor(() => expect(element.isConnected).toBe(false));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('keeps its state when the page moves it', async () => {
    const element = place('dossel-login-box', { lang: 'pt-BR' });
    await userEvent.fill(page.getByLabelText(/^E-mail/), 'cliente@demo.com.br');
    document.body.prepend(element);
    await expect.element(page.getByLabelText(/^E-mail/)).toHaveValue('cliente@demo.com.br');
  });

  test('takes its link from productivity-href and opens when the attribute is added', async () => {
    const element = place('dossel-promo-popup', { lang: 'en-US', 'productivity-href': '/go' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    element.setAttribute('open', '');
    await expect.element(page.getByRole('dialog').getByRole('link')).toHaveAttribute('href', '/go');
  });
});

describe('<dossel-terms-modal>', () => {
  test('takes the session as a property, never an attribute', () => {
    const element = place<DosselTermsModalElement>('dossel-terms-modal', { open: '' });
    element.sessionToken = fakeLoginResponse.token;
    expect(element.sessionToken).toBe(fakeLoginResponse.token);
    expect([...element.attributes].map((attribute) => attribute.value)).not.toContain(
      fakeLoginResponse.token,
    );
  });

  test('sends dossel-accepted with the recorded signature and closes', async () => {
    const element = place<DosselTermsModalElement>('dossel-terms-modal', { lang: 'pt-BR', open: '' });
    element.sessionToken = fakeLoginResponse.token;
    const accepted = nextEvent('dossel-accepted');
    await page.getByRole('button', { name: 'Aceitar' }).click();

    expect((await accepted).detail).toEqual({ signature: acceptedUser.signature });
    expect(element.hasAttribute('open')).toBe(false);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('sends dossel-declined when the user declines', async () => {
    const element = place('dossel-terms-modal', { lang: 'en-US', open: '' });
    const declined = nextEvent('dossel-declined');
    await page.getByRole('button', { name: 'Decline' }).click();
    await declined;
    expect(element.hasAttribute('open')).toBe(false);
  });
});
