import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../messages';
import { importProblemMessages, importProblemText } from './messages';
import { IMPORT_PROBLEM_CODES, importProblemSchema } from './schemas';

/** The text of a problem code in one language, without falling back to another. */
function ownText(language: (typeof LANGUAGES)[number], code: string): unknown {
  const [group = '', name = ''] = code.split('.');
  const problems = importProblemMessages[language].imports.problems as Record<
    string,
    Record<string, unknown>
  >;
  return problems[group]?.[name];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the problems of an import', () => {
  it.each(LANGUAGES)('has a text for every problem code in %s', (language) => {
    const missing = IMPORT_PROBLEM_CODES.filter((code) => {
      const text = ownText(language, code);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('names the same placeholders in every language', () => {
    for (const code of IMPORT_PROBLEM_CODES) {
      const [first, ...others] = LANGUAGES.map((language) => placeholders(String(ownText(language, code))));
      for (const other of others) expect(other, code).toEqual(first);
    }
  });

  it('fills a text with its params, in the language asked', () => {
    expect(importProblemText('en-US', 'table.columnCount', { expected: 5, found: 4 })).toBe(
      'The row has 4 cells; the header has 5.',
    );
    expect(importProblemText('es', 'zip.tooLarge', { maxMb: 1024 })).toBe(
      'Los archivos del zip superarían 1024 MB descomprimidos.',
    );
    // Numbers as the language writes them: a point's coordinates with a decimal comma in Portuguese.
    expect(importProblemText('pt-BR', 'geometry.selfIntersecting', { lon: -51.7185, lat: -20.7962 })).toBe(
      'O contorno cruza a si mesmo perto de (-51,7185, -20,7962).',
    );
  });

  it('refuses a problem whose code has no text, or a row numbered from 0', () => {
    expect(importProblemSchema.safeParse({ item: 3, field: 'area', code: 'value.notANumber' }).success).toBe(
      true,
    );
    expect(importProblemSchema.safeParse({ item: 3, field: null, code: 'value.unknown' }).success).toBe(
      false,
    );
    expect(importProblemSchema.safeParse({ item: 0, field: null, code: 'value.notANumber' }).success).toBe(
      false,
    );
  });
});
