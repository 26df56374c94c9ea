import { describe, expect, test } from 'vitest';

import { uiKitMessages } from './messages';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('ui-kit translations', () => {
  test('en-US and es carry exactly the keys of pt-BR', () => {
    const source = keysOf(uiKitMessages['pt-BR']).sort();
    expect(keysOf(uiKitMessages['en-US']).sort()).toEqual(source);
    expect(keysOf(uiKitMessages.es).sort()).toEqual(source);
  });

  test('no text is left empty', () => {
    for (const messages of Object.values(uiKitMessages)) {
      const texts = keysOf(messages).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
      );
      expect(texts.every((text) => typeof text === 'string' && text.trim().length > 0)).toBe(true);
    }
  });
});
