import { describe, expect, test } from 'vitest';

import { createDosselI18n } from './create-dossel-i18n';
import { widgetMessages } from './widget-messages';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('widget translations', () => {
  test('en-US and es carry exactly the keys of pt-BR', () => {
    const source = keysOf(widgetMessages['pt-BR']).sort();
    expect(keysOf(widgetMessages['en-US']).sort()).toEqual(source);
    expect(keysOf(widgetMessages.es).sort()).toEqual(source);
  });
});

describe('createDosselI18n', () => {
  test.each([
    ['pt-BR', 'Portal do Cliente', 'Campo obrigatório', 'Salvar'],
    ['en-US', 'Customer Portal', 'Required field', 'Save'],
    ['es', 'Portal del Cliente', 'Campo obligatorio', 'Guardar'],
  ] as const)(
    'is usable at once in %s, with the widget, contract and ui-kit texts',
    (language, title, required, save) => {
      const i18n = createDosselI18n({ language });
      expect(i18n.t('widgets.loginBox.title')).toBe(title);
      expect(i18n.t('validation.required')).toBe(required);
      expect(i18n.t('common.actions.save')).toBe(save);
    },
  );

  test('falls back to pt-BR for a language it does not have', () => {
    const i18n = createDosselI18n({ language: 'pt-BR' });
    expect(i18n.getFixedT('fr')('widgets.loginBox.title')).toBe('Portal do Cliente');
  });
});
