import { describe, expect, it } from 'vitest';

import { pickLanguage, translateMessage } from './messages';

describe('pickLanguage', () => {
  it('defaults to pt-BR without a header', () => {
    expect(pickLanguage(undefined)).toBe('pt-BR');
    expect(pickLanguage('')).toBe('pt-BR');
  });

  it('takes the best-rated language we have', () => {
    expect(pickLanguage('fr-FR, es;q=0.8, en-US;q=0.9')).toBe('en-US');
    expect(pickLanguage('es-AR')).toBe('es');
    expect(pickLanguage('en')).toBe('en-US');
  });

  it('falls back to pt-BR for languages we do not have', () => {
    expect(pickLanguage('de-DE, fr;q=0.5')).toBe('pt-BR');
  });
});

describe('translateMessage', () => {
  it('translates a validation key in the three languages', () => {
    expect(translateMessage('pt-BR', 'validation.required')).toBe('Campo obrigatório');
    expect(translateMessage('en-US', 'validation.required')).toBe('Required field');
    expect(translateMessage('es', 'validation.required')).toBe('Campo obligatorio');
  });

  it('fills {placeholders} from the params', () => {
    expect(translateMessage('pt-BR', 'validation.servicesAdminDomain', { provider: 'Dossel' })).toBe(
      'Esta conta de e-mail não pertence a Dossel. Desmarque esta opção.',
    );
  });

  it('answers the key itself for an unknown key, so nothing shows blank', () => {
    expect(translateMessage('es', 'validation.nope')).toBe('validation.nope');
  });
});
