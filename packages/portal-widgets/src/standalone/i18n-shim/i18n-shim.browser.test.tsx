import { createInstance as createI18next } from 'i18next';
import { memo } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { LANGUAGES } from '@dossel/api-client';
import { elementI18nOptions } from '../element-i18n';
import { ELEMENTS } from '../element-texts';
import { createInstance, type Messages, type ShimI18n } from './i18next';
import { I18nextProvider, useTranslation } from './react-i18next';

// The stand-in is held to the real library's answers: both are set up with one options object, as the
// elements set up theirs, and asked the same questions.

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Texts with a key only pt-BR has, and placeholders. */
const SAMPLE = {
  lng: 'en-US',
  fallbackLng: 'pt-BR',
  defaultNS: 'translations',
  ns: ['translations'],
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    'pt-BR': {
      translations: {
        greeting: { hello: 'Olá, {{name}}!' },
        onlyInPortuguese: 'Só em português',
        range: '{{ from }}–{{to}} de {{total}}',
      },
    },
    'en-US': {
      translations: { greeting: { hello: 'Hello, {{name}}!' }, range: '{{ from }}–{{to}} of {{total}}' },
    },
    es: { translations: { greeting: { hello: '¡Hola, {{name}}!' } } },
  },
};

function both(options: typeof SAMPLE | ReturnType<typeof elementI18nOptions>) {
  const real = createI18next();
  void real.init(options);
  const shim = createInstance();
  void shim.init(options);
  return { real, shim };
}

describe('the i18next stand-in', () => {
  test.each(ELEMENTS.flatMap((element) => LANGUAGES.map((language) => [element, language] as const)))(
    'answers every text of %s in %s as i18next does',
    (element, language) => {
      const options = elementI18nOptions(element, language);
      const { real, shim } = both(options);
      const keys = keysOf(options.resources[language]?.translations ?? {});
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.map((key) => shim.t(key))).toEqual(keys.map((key) => real.t(key)));
      expect(shim.language).toBe(real.language);
    },
  );

  test.each([
    ['a text of the language', 'greeting.hello', { name: 'Ana' }],
    ['a text only the fallback language has', 'onlyInPortuguese', undefined],
    ['a key no language has (the key itself)', 'nowhere.to.be.found', undefined],
    ['placeholders with spaces and numbers', 'range', { from: 1, to: 10, total: 42 }],
    ['a placeholder without its value', 'greeting.hello', {}],
  ])('answers %s as i18next does', (_case, key, values) => {
    const { real, shim } = both(SAMPLE);
    expect(shim.t(key, values)).toBe(real.t(key, values));
  });

  test('changes language as i18next does, telling its listeners once', async () => {
    const { real, shim } = both(SAMPLE);
    const heard: string[] = [];
    shim.on('languageChanged', (language) => heard.push(language));
    await Promise.all([real.changeLanguage('es'), shim.changeLanguage('es')]);
    await shim.changeLanguage('es');
    expect(shim.language).toBe('es');
    expect(shim.t('greeting.hello', { name: 'Ana' })).toBe(real.t('greeting.hello', { name: 'Ana' }));
    expect(shim.t('range', { from: 1, to: 2, total: 3 })).toBe(real.t('range', { from: 1, to: 2, total: 3 }));
    expect(heard).toEqual(['es']);
  });

  test('answers in a fixed language as i18next does, whatever the language becomes', async () => {
    const { real, shim } = both(SAMPLE);
    const [realEs, shimEs] = [real.getFixedT('es'), shim.getFixedT('es')];
    await Promise.all([real.changeLanguage('pt-BR'), shim.changeLanguage('pt-BR')]);
    for (const key of ['greeting.hello', 'onlyInPortuguese', 'range']) {
      expect(shimEs(key, { name: 'Ana' })).toBe(realEs(key, { name: 'Ana' }));
    }
  });

  test('hands `t` around unbound, as the elements do with rejectionMessage', () => {
    const { shim } = both(SAMPLE);
    const { t } = shim;
    expect(t('greeting.hello', { name: 'Ana' })).toBe('Hello, Ana!');
  });
});

describe('the react-i18next stand-in', () => {
  // Memoised, so only a new `t` from the provider can make it render again.
  const Greeting = memo(function Greeting() {
    const { t, i18n } = useTranslation();
    return (
      <p>
        {t('greeting.hello', { name: 'Ana' })} ({i18n.language})
      </p>
    );
  });

  function renderWith(i18n: ShimI18n) {
    return render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
  }

  test('renders the texts of the current language and again when it changes', async () => {
    const { shim } = both(SAMPLE);
    await renderWith(shim);
    await expect.element(page.getByText('Hello, Ana! (en-US)')).toBeVisible();
    await shim.changeLanguage('es');
    await expect.element(page.getByText('¡Hola, Ana! (es)')).toBeVisible();
  });

  test('stops listening to the instance once unmounted', async () => {
    const { shim } = both(SAMPLE);
    const off = vi.spyOn(shim, 'off');
    const screen = await renderWith(shim);
    await screen.unmount();
    expect(off).toHaveBeenCalledWith('languageChanged', expect.any(Function));
  });
});
