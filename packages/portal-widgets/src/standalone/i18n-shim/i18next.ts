// The standalone elements' stand-in for i18next (vite.standalone.config.ts aliases `i18next` here): the
// real library is about 15 KB of the login box's 150 KB gzip budget, for features the elements never use
// (plurals, contexts, formatters, back ends, detection). This covers exactly what their code calls:
// createInstance, init with bundled resources, t (and getFixedT, for the provider) with `{{name}}` values
// and a fallback language, changeLanguage and language. i18n-shim.browser.test.tsx holds it to the real
// library's answers.

/** Texts by dotted key path, as in our locale files. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** The part of i18next's init options the shim reads; any other option is ignored. */
export interface ShimInitOptions {
  lng: string;
  fallbackLng: string;
  defaultNS: string;
  /** language → namespace → texts */
  resources: Readonly<Record<string, Readonly<Record<string, Messages>>>>;
}

/** Values for `{{name}}` placeholders. */
export type TOptions = Readonly<Record<string, unknown>>;

export type TFunction = (key: string, options?: TOptions) => string;

type LanguageListener = (language: string) => void;

export interface ShimI18n {
  /** The language shown. */
  readonly language: string;
  /**
   * The text of a key, in the current language, else the fallback language, else the key itself (for a
   * key that names a group of texts too, where i18next answers a notice instead: no element asks for one).
   */
  readonly t: TFunction;
  /** `t` in the given language, whatever the instance's language is or becomes. */
  getFixedT(language: string): TFunction;
  init(options: ShimInitOptions): Promise<TFunction>;
  changeLanguage(language: string): Promise<TFunction>;
  on(event: 'languageChanged', listener: LanguageListener): void;
  off(event: 'languageChanged', listener: LanguageListener): void;
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

// i18next's default interpolation, whose spaces inside the braces it ignores too. No escaping: the
// elements render with React, which escapes already (the real instance is set up with escapeValue off).
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Fills the placeholders that have a value; i18next leaves the others as they are written. */
function interpolate(text: string, values: TOptions | undefined): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

export function createInstance(): ShimI18n {
  let options: ShimInitOptions = { lng: '', fallbackLng: '', defaultNS: '', resources: {} };
  let language = '';
  const listeners = new Set<LanguageListener>();

  const getFixedT = (lng: string): TFunction => {
    return (key, values) => {
      const { resources, defaultNS, fallbackLng } = options;
      const text =
        lookup(resources[lng]?.[defaultNS], key) ?? lookup(resources[fallbackLng]?.[defaultNS], key) ?? key;
      return interpolate(text, values);
    };
  };
  // An arrow function, as i18next's `t` is bound: callers hand it around on its own.
  const t: TFunction = (key, values) => getFixedT(language)(key, values);

  return {
    get language() {
      return language;
    },
    t,
    getFixedT,
    init(given) {
      options = given;
      language = given.lng;
      return Promise.resolve(t);
    },
    changeLanguage(next) {
      if (next !== language) {
        language = next;
        for (const listener of listeners) listener(next);
      }
      return Promise.resolve(t);
    },
    on(_event, listener) {
      listeners.add(listener);
    },
    off(_event, listener) {
      listeners.delete(listener);
    },
  };
}
