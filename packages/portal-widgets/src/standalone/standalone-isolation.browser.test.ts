// These tests load the built script (dist/standalone), as a site without React would: in development the
// widgets' ordinary CSS imports reach the test page's <head>, which says nothing about what a site gets.
import { beforeAll, describe, expect, test, vi } from 'vitest';

import { HANDOFF_CODE_TTL_SECONDS, type CoreClient } from '@dossel/api-client';
import { createFakeApiClient, FAKE_PASSWORD } from '@dossel/api-client/testing';

const SCRIPT = new URL('../../dist/standalone/dossel-login-box.js', import.meta.url).href;
const HOSTILE_CSS = '* { font-family: serif !important; color: red } button { background: lime }';
// The host's own look, which the widget must leave as it is.
const HOST_CSS = 'body { margin: 24px; font: 18px Georgia, serif; color: rgb(10, 20, 30) }';

interface Frame {
  window: Window & typeof globalThis;
  document: Document;
  element: (HTMLElement & { client: CoreClient | null }) | null;
}

/** A page of its own (an iframe) with the given styles and body, and the built script when asked. */
async function openPage({ css = '', body = '', script = true }): Promise<Frame> {
  const iframe = document.createElement('iframe');
  iframe.style.width = '800px';
  iframe.style.height = '700px';
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  iframe.srcdoc = `<!doctype html><html lang="pt-BR"><head><style>${css}</style></head><body>${body}${
    script ? `<script type="module" src="${SCRIPT}"></script>` : ''
  }</body></html>`;
  document.body.append(iframe);
  await loaded;
  const frameWindow = iframe.contentWindow as Window & typeof globalThis;
  if (script) await frameWindow.customElements.whenDefined('dossel-login-box');
  return {
    window: frameWindow,
    document: frameWindow.document,
    element: frameWindow.document.querySelector('dossel-login-box'),
  };
}

/** Waits for the login box's form to render inside its shadow root. */
async function renderedForm(frame: Frame): Promise<ShadowRoot> {
  const shadow = frame.element?.shadowRoot;
  if (!shadow) throw new Error('the element has no shadow root');
  await vi.waitFor(() => expect(shadow.querySelector('button[type="submit"]')).not.toBeNull());
  return shadow;
}

const WIDGET_PARTS = ['h1', 'label', 'input[name="email"]', 'a', 'button[type="submit"]'];
const PROPERTIES = ['font-family', 'font-size', 'color', 'background-color', 'margin-top', 'padding-top'];

function stylesOf(root: ParentNode, view: Window, selectors: string[]): Record<string, string[]> {
  return Object.fromEntries(
    selectors.map((selector) => {
      const node = root.querySelector(selector);
      if (!node) throw new Error(`nothing matches ${selector}`);
      const style = view.getComputedStyle(node);
      return [selector, PROPERTIES.map((property) => style.getPropertyValue(property))];
    }),
  );
}

const LOGIN_BOX =
  '<button id="host-button">Host button</button><dossel-login-box lang="pt-BR"></dossel-login-box>';

beforeAll(async () => {
  const answer = await fetch(SCRIPT, { method: 'HEAD' });
  const isScript = answer.ok && (answer.headers.get('content-type') ?? '').includes('javascript');
  if (!isScript) {
    throw new Error(
      `${SCRIPT} is missing: build it first with \`pnpm --filter @dossel/portal-widgets build\`.`,
    );
  }
});

describe('the built <dossel-login-box> in a host page', () => {
  test("keeps its look under the host's hostile rules", async () => {
    const clean = await openPage({ body: LOGIN_BOX });
    const hostile = await openPage({ css: HOSTILE_CSS, body: LOGIN_BOX });
    const expected = stylesOf(await renderedForm(clean), clean.window, WIDGET_PARTS);
    const actual = stylesOf(await renderedForm(hostile), hostile.window, WIDGET_PARTS);
    expect(actual).toEqual(expected);
    // And the widget really has Mantine's look: not the browser's defaults, not the host's.
    expect(actual['button[type="submit"]']?.[3]).toBe('rgb(33, 112, 58)');
    expect(actual.h1?.[0]).toContain('system-ui');
  });

  test("leaves the host's elements as they were", async () => {
    const without = await openPage({ css: HOST_CSS, body: LOGIN_BOX, script: false });
    const withWidget = await openPage({ css: HOST_CSS, body: LOGIN_BOX });
    await renderedForm(withWidget);
    const host = ['body', '#host-button'];
    expect(stylesOf(withWidget.document, withWidget.window, host)).toEqual(
      stylesOf(without.document, without.window, host),
    );
    // Nothing written on the page outside the element: no colour-scheme attribute, no portal node.
    expect(withWidget.document.documentElement.getAttributeNames()).toEqual(['lang']);
    expect([...withWidget.document.body.children].map((child) => child.localName)).toEqual([
      'button',
      'dossel-login-box',
      'script',
    ]);
  });

  test('takes the user to the portal with a one-time code once signed in', async () => {
    const portal = `${location.origin}/__handoff-test`;
    const frame = await openPage({
      body: `<dossel-login-box lang="pt-BR" portal-url="${portal}"></dossel-login-box>`,
    });
    if (!frame.element) throw new Error('no element');
    frame.element.client = createFakeApiClient({
      createHandoffCode: async () => ({ code: 'code-from-api', expiresInSeconds: HANDOFF_CODE_TTL_SECONDS }),
    });
    const shadow = await renderedForm(frame);
    const email = shadow.querySelector<HTMLInputElement>('input[name="email"]');
    const password = shadow.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('the form has no fields');
    email.value = 'cliente@demo.com.br';
    password.value = FAKE_PASSWORD;

    const iframe = frame.window.frameElement as HTMLIFrameElement;
    const left = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    shadow.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await left;
    expect(iframe.contentWindow?.location.href).toBe(`${portal}/handoff?code=code-from-api`);
  });
});

// The built script runs on stand-ins for i18next and react-i18next and carries only the login box's texts
// (vite.standalone.config.ts): these check, on the script a site gets, that the texts and their language
// switch, the sign-in schema and the toasts all work there as in the sources.
describe('the built <dossel-login-box> in its languages', () => {
  const heading = (shadow: ShadowRoot) => shadow.querySelector('h1')?.textContent;

  test('speaks its lang attribute and switches when the attribute changes', async () => {
    const frame = await openPage({ body: '<dossel-login-box lang="en-US"></dossel-login-box>' });
    const shadow = await renderedForm(frame);
    expect(heading(shadow)).toBe('Customer Portal');
    expect(shadow.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
    frame.element?.setAttribute('lang', 'es');
    await vi.waitFor(() => expect(heading(shadow)).toBe('Portal del Cliente'));
    expect(shadow.querySelector('button[type="submit"]')?.textContent).toBe('Ingresar');
  });

  test("says which fields are missing, in the element's language", async () => {
    const frame = await openPage({ body: '<dossel-login-box lang="es"></dossel-login-box>' });
    const shadow = await renderedForm(frame);
    shadow.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await vi.waitFor(() =>
      expect([...shadow.querySelectorAll('[id$="-error"]')].map((error) => error.textContent)).toEqual([
        'Campo obligatorio',
        'Campo obligatorio',
      ]),
    );
  });

  test('shows a failed sign-in in a toast inside the element, in its language', async () => {
    const frame = await openPage({ body: '<dossel-login-box lang="en-US"></dossel-login-box>' });
    if (!frame.element) throw new Error('no element');
    // Not an ApiError: one made by this page's api-client is no ApiError to the copy inside the script.
    frame.element.client = createFakeApiClient({ login: () => Promise.reject(new Error('unreachable')) });
    const shadow = await renderedForm(frame);
    const email = shadow.querySelector<HTMLInputElement>('input[name="email"]');
    const password = shadow.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('the form has no fields');
    email.value = 'cliente@demo.com.br';
    password.value = FAKE_PASSWORD;
    shadow.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await vi.waitFor(() =>
      expect(shadow.querySelector('[role="alert"]')?.textContent).toContain(
        'An unexpected error occurred. Please try again.',
      ),
    );
  });
});
