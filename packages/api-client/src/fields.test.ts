import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

import {
  formId,
  optionalDate,
  optionalId,
  optionalNumber,
  optionalNumberOrEmpty,
  optionalOption,
  optionalText,
  requiredDate,
  requiredId,
  requiredText,
} from './fields';

const messageOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the field builders', () => {
  it('say required for a missing, empty or blank required text, and trim it', () => {
    for (const input of [undefined, null, '', '   ']) {
      expect(messageOf(requiredText(), input)).toBe('validation.required');
    }
    expect(messageOf(requiredText(), 12)).toBe('validation.invalid');
    expect(requiredText().parse('  Fazenda  ')).toBe('Fazenda');
    expect(messageOf(requiredText(5), 'abcdef')).toBe('validation.tooLong');
  });

  it('parse every kind of nothing in an optional field to null', () => {
    const optionals = [optionalText(), optionalOption(['a', 'b']), optionalNumber(0, 10), optionalId()];
    for (const schema of optionals) {
      expect(schema.parse(undefined)).toBeNull();
      expect(schema.parse(null)).toBeNull();
    }
    expect(optionalText().parse('')).toBeNull();
    expect(optionalText().parse('  ')).toBeNull();
    expect(optionalDate().parse('')).toBeNull();
    expect(optionalNumberOrEmpty(0, 10).parse('')).toBeNull();
  });

  it('keep an optional value given, trimmed when it is text', () => {
    expect(optionalText().parse(' nota ')).toBe('nota');
    expect(optionalText(100, { multiLine: true }).parse('linha 1\nlinha 2')).toBe('linha 1\nlinha 2');
    expect(optionalNumber(0, 10).parse(0)).toBe(0);
    expect(optionalDate().parse('2025-03-14')).toBe('2025-03-14');
  });

  it('refuse what an optional field cannot hold', () => {
    expect(messageOf(optionalText(), 12)).toBe('validation.invalid');
    expect(messageOf(optionalText(), 'a\u0000b')).toBe('validation.controlCharacters');
    expect(messageOf(optionalOption(['a', 'b']), 'c')).toBe('validation.invalid');
    expect(messageOf(optionalNumber(0, 10), -1)).toBe('validation.tooSmall');
    expect(messageOf(optionalNumber(0, 10), '')).toBe('validation.invalid');
    expect(messageOf(optionalDate(), '2025-02-30')).toBe('validation.invalid');
  });

  it('tell a missing date from a wrong one', () => {
    expect(messageOf(requiredDate(), '')).toBe('validation.required');
    expect(messageOf(requiredDate(), '2025-02-30')).toBe('validation.invalid');
    expect(requiredDate().parse(' 2025-03-14 ')).toBe('2025-03-14');
  });

  it('take a reference of 0 as none chosen, and other non-ids as invalid', () => {
    expect(messageOf(requiredId(), 0)).toBe('validation.required');
    expect(messageOf(requiredId(), -2)).toBe('validation.invalid');
    expect(messageOf(requiredId(), 1.5)).toBe('validation.invalid');
    expect(messageOf(formId(), '')).toBe('validation.required');
    expect(formId().parse('7')).toBe(7);
  });
});
