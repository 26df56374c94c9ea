import { describe, expect, test } from 'vitest';

import { LANGUAGES } from '@dossel/api-client';
import { elementI18nOptions } from './element-i18n';
import { ELEMENT_TEXTS, ELEMENTS, mergeTexts, pickTexts } from './element-texts';

const MESSAGES = {
  widgets: { loginBox: { title: 'Portal', submit: 'Entrar' }, promoPopup: { title: 'Novo' } },
  errors: { auth: { invalidCredentials: 'Inválido' }, unexpected: 'Erro', transport: 'Sem rede' },
  common: { actions: { close: 'Fechar', save: 'Salvar' } },
};

describe('pickTexts', () => {
  test('keeps every text under the paths, nested as before, and nothing else', () => {
    expect(pickTexts(MESSAGES, ['widgets.loginBox', 'errors.unexpected', 'common.actions.close'])).toEqual({
      widgets: { loginBox: { title: 'Portal', submit: 'Entrar' } },
      errors: { unexpected: 'Erro' },
      common: { actions: { close: 'Fechar' } },
    });
  });

  test('joins paths that share a parent', () => {
    expect(pickTexts(MESSAGES, ['errors.auth', 'errors.transport'])).toEqual({
      errors: { auth: { invalidCredentials: 'Inválido' }, transport: 'Sem rede' },
    });
  });

  test('ignores paths that lead nowhere, or below a text', () => {
    expect(pickTexts(MESSAGES, ['widgets.termsModal', 'errors.unexpected.more', 'nothing'])).toEqual({});
  });
});

describe('mergeTexts', () => {
  test('joins nested groups, the second winning where both have a text', () => {
    expect(mergeTexts({ a: { b: '1', c: '2' } }, { a: { c: '3', d: '4' }, e: '5' })).toEqual({
      a: { b: '1', c: '3', d: '4' },
      e: '5',
    });
  });
});

// A path renamed in a locale file would leave its element showing keys: each must still lead to texts.
describe.each(ELEMENTS)('the texts of %s', (element) => {
  test.each(LANGUAGES)('are all there in %s', (language) => {
    const texts = elementI18nOptions(element, language).resources[language]?.translations ?? {};
    for (const path of ELEMENT_TEXTS[element]) {
      expect(pickTexts(texts, [path]), path).not.toEqual({});
    }
  });
});
