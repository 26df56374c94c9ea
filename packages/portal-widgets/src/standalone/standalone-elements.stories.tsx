import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import {
  type CoreClient,
  downloadAppEndpoints,
  HANDOFF_CODE_TTL_SECONDS,
  routeKey,
} from '@dossel/api-client';
import { createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import './dossel-login-box';
import './dossel-promo-popup';
import './dossel-terms-modal';

const PORTAL = 'https://portal.example';

interface DosselElementProps {
  /** The custom element to show. */
  tag: 'dossel-login-box' | 'dossel-promo-popup' | 'dossel-terms-modal';
  /** Its attributes, as a host page writes them. */
  attributes: Record<string, string>;
  /** The DOM events to listen to, each with the callback that hears it. */
  events?: Record<string, (event: Event) => void>;
}

const fakeClient: CoreClient = createFakeApiClient(
  { createHandoffCode: async () => ({ code: 'story-code', expiresInSeconds: HANDOFF_CODE_TTL_SECONDS }) },
  {
    [routeKey(downloadAppEndpoints.acceptTerms)]: () => ({
      ...fakeUser,
      signature: '2026-03-02T12:00:00.000Z',
    }),
  },
);

/**
 * The element as a site without React uses it: created by tag name, given attributes and a (fake) client,
 * heard through DOM events. Created in a ref callback, so each story gets an element of its own.
 */
function DosselElement({ tag, attributes, events = {} }: DosselElementProps) {
  return (
    <div
      ref={(container) => {
        if (!container) return undefined;
        const element = Object.assign(document.createElement(tag), { client: fakeClient });
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        for (const [type, listener] of Object.entries(events)) element.addEventListener(type, listener);
        container.replaceChildren(element);
        return () => element.remove();
      }}
    />
  );
}

const meta = {
  title: 'standalone/Custom elements',
  component: DosselElement,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DosselElement>;
export default meta;

type Story = StoryObj<typeof meta>;

/** `<dossel-login-box>`: the sign-in form in its shadow root; a sign-in sends `dossel-signed-in`. */
export const LoginBox: Story = {
  args: {
    tag: 'dossel-login-box',
    attributes: { lang: 'pt-BR', 'portal-url': PORTAL },
    // Cancelled, so the story stays put instead of leaving for the portal.
    events: { 'dossel-signed-in': (event) => event.preventDefault() },
  },
};

/** The same element with `lang="es"`. */
export const LoginBoxEs: Story = {
  args: { tag: 'dossel-login-box', attributes: { lang: 'es', 'portal-url': PORTAL } },
};

/** `<dossel-promo-popup open>`: closing it removes `open` and sends `dossel-closed`. */
export const PromoPopup: Story = {
  args: {
    tag: 'dossel-promo-popup',
    attributes: { lang: 'pt-BR', 'portal-url': PORTAL, open: '' },
    events: { 'dossel-closed': fn() },
  },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('dossel-promo-popup');
    await waitFor(() => expect(element?.shadowRoot?.querySelector('[role="dialog"]')).toBeVisible());
  },
};

/** `<dossel-terms-modal open>`: Accept sends `dossel-accepted`, Decline `dossel-declined`. */
export const TermsModal: Story = {
  args: {
    tag: 'dossel-terms-modal',
    attributes: { lang: 'pt-BR', 'portal-url': PORTAL, open: '' },
    events: { 'dossel-accepted': fn(), 'dossel-declined': fn() },
  },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('dossel-terms-modal');
    await waitFor(() => expect(element?.shadowRoot?.querySelector('[role="dialog"]')).toBeVisible());
  },
};
