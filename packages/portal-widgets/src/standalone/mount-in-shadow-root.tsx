import {
  createCoreClient,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type CoreClient,
  type Language,
} from '@dossel/api-client';
import { dosselCssVariablesResolver, dosselTheme, TOAST_AUTO_CLOSE_MS } from '@dossel/ui-kit';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { DosselClientContext } from '../provider/dossel-client-context';
import { createElementI18n } from './element-i18n';
import type { ElementName } from './element-texts';
import { SHADOW_ROOT_CSS } from './shadow-styles';

/** The attributes every Dossel element reads; a change re-renders it. */
export const COMMON_ATTRIBUTES = ['api-url', 'portal-url', 'lang'] as const;

function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** Drops the trailing slash, so paths can be appended with one. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

interface ShadowProviderProps {
  client: CoreClient;
  i18n: I18n;
  /** The custom element: Mantine writes its colour scheme there, where `:host(...)` rules see it. */
  host: HTMLElement;
  /** Where modals and toasts render, inside the shadow root (Mantine's default is the page's body). */
  portalTarget: HTMLElement;
  children: ReactNode;
}

/**
 * DosselProvider's contexts (translations and api client) with Mantine set up for a shadow root.
 * DosselProvider itself cannot serve here: its theme provider (ui-kit) writes to `<html>` and portals
 * modals and toasts into `<body>`, outside the shadow root and its styles.
 */
function ShadowDosselProvider({ client, i18n, host, portalTarget, children }: ShadowProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DosselClientContext value={client}>
        <ShadowTheme host={host} portalTarget={portalTarget}>
          {children}
        </ShadowTheme>
      </DosselClientContext>
    </I18nextProvider>
  );
}

function ShadowTheme({ host, portalTarget, children }: Omit<ShadowProviderProps, 'client' | 'i18n'>) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  const closeLabel = t('common.actions.close');
  const theme = useMemo(
    () =>
      mergeThemeOverrides(dosselTheme, {
        components: {
          Portal: { defaultProps: { target: portalTarget } },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        },
      }),
    [portalTarget, closeLabel],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={dosselCssVariablesResolver}
      cssVariablesSelector=":host"
      deduplicateCssVariables={false}
      getRootElement={() => host}
      // The widgets are designed in the light scheme; a host's stored Mantine preference must not flip them.
      forceColorScheme="light"
    >
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      {children}
    </MantineProvider>
  );
}

/** Options of a DOM event a Dossel element sends. */
interface EmitOptions {
  /** Whether the host may call preventDefault() to stop what the element does next. */
  cancelable?: boolean;
}

/**
 * A custom element that renders one Dossel widget with React into its own shadow root, with every style
 * it needs inside that root. Subclasses render the widget; this class owns the root, the attributes
 * shared by every element, the translations and the api client.
 */
export abstract class DosselElement extends HTMLElement {
  static readonly observedAttributes: readonly string[] = COMMON_ATTRIBUTES;

  /** The element's tag name, which also selects the texts it carries (element-texts.ts). */
  protected abstract readonly elementName: ElementName;

  /** The session the api client sends; set by a sign-in, or by the host (terms modal). Never an attribute. */
  protected token: string | null = null;

  readonly #mountPoint: HTMLElement;
  readonly #portalTarget: HTMLElement;
  #root: Root | null = null;
  #i18n: I18n | null = null;
  #injectedClient: CoreClient | null = null;
  #ownClient: { baseURL: string; client: CoreClient } | null = null;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = SHADOW_ROOT_CSS;
    const root = document.createElement('div');
    root.className = 'dossel-root';
    // Mantine's light-scheme and reduced-motion rules select descendants of these attributes; inside a
    // shadow root the host cannot be that ancestor, so the root carries them too.
    root.setAttribute('data-mantine-color-scheme', 'light');
    root.setAttribute('data-respect-reduced-motion', 'true');
    this.#mountPoint = document.createElement('div');
    this.#portalTarget = document.createElement('div');
    root.append(this.#mountPoint, this.#portalTarget);
    shadow.append(style, root);
  }

  /** The language shown: the `lang` attribute, else the page's `<html lang>`, else pt-BR. */
  get language(): Language {
    const own = this.getAttribute('lang');
    if (isLanguage(own)) return own;
    const page = this.ownerDocument.documentElement.lang;
    return isLanguage(page) ? page : DEFAULT_LANGUAGE;
  }

  /** The API's base address (`api-url`). @default '/api' */
  get apiUrl(): string {
    return withoutTrailingSlash(this.getAttribute('api-url') ?? '/api');
  }

  /** The portal's address (`portal-url`). @default the origin of the API's address */
  get portalUrl(): string {
    const given = this.getAttribute('portal-url');
    if (given) return withoutTrailingSlash(given);
    return new URL(this.apiUrl, this.ownerDocument.baseURI).origin;
  }

  /**
   * The api client the widget calls: built from `api-url` (sending this element's session), unless a
   * ready one is given here, as stories and tests give a fake one.
   */
  get client(): CoreClient {
    if (this.#injectedClient) return this.#injectedClient;
    const baseURL = this.apiUrl;
    if (this.#ownClient?.baseURL !== baseURL) {
      const client = createCoreClient({
        baseURL,
        getToken: () => this.token,
        locale: () => this.language,
      });
      this.#ownClient = { baseURL, client };
    }
    return this.#ownClient.client;
  }

  set client(client: CoreClient | null) {
    this.#injectedClient = client;
    this.render();
  }

  connectedCallback(): void {
    this.upgradeProperty('client');
    this.#root ??= createRoot(this.#mountPoint);
    this.render();
  }

  disconnectedCallback(): void {
    // Later, not now: an element moved in the page (disconnected, then connected) keeps its widget's state,
    // and a host that removes it from inside one of its event listeners does not unmount React mid-event.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#root?.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    this.render();
  }

  /**
   * A property a page set before this script defined the element sits on the instance and hides the
   * class's accessor; it is taken off and set again through the accessor (the "lazy property" pattern).
   */
  protected upgradeProperty(name: 'client' | 'sessionToken'): void {
    if (!Object.prototype.hasOwnProperty.call(this, name)) return;
    const value: unknown = Reflect.get(this, name);
    Reflect.deleteProperty(this, name);
    Reflect.set(this, name, value);
  }

  /** The widget, given the element's current attributes and properties. */
  protected abstract renderWidget(): ReactNode;

  /** Translations for texts the element shows itself (e.g. a toast), in the element's language. */
  protected get i18n(): I18n {
    this.#i18n ??= createElementI18n(this.elementName, this.language);
    return this.#i18n;
  }

  /** Sends a DOM event that crosses the shadow boundary; false when the host cancelled it. */
  protected emit(type: string, detail: unknown = null, { cancelable = false }: EmitOptions = {}): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  /** Renders again with the current attributes and properties; nothing happens while disconnected. */
  protected render(): void {
    if (!this.#root) return;
    const i18n = this.i18n;
    if (i18n.language !== this.language) void i18n.changeLanguage(this.language);
    this.#root.render(
      <ShadowDosselProvider client={this.client} i18n={i18n} host={this} portalTarget={this.#portalTarget}>
        {this.renderWidget()}
      </ShadowDosselProvider>,
    );
  }
}

/** Registers an element once, so loading its script twice on a page does not throw. */
export function defineElement(name: ElementName, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}
