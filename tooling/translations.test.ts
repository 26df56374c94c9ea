import { describe, expect, it } from 'vitest';

import { LANGUAGES, localeFolders, readLocale, usedKeys } from './translations';

describe('translations', () => {
  it.each(localeFolders)('%s has the same keys in pt-BR, en-US and es', (folder) => {
    const source = Object.keys(readLocale(folder, 'pt-BR')).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(readLocale(folder, language)).sort(), `${folder}/${language}.json`).toEqual(source);
    }
  });

  it.each(localeFolders)('%s has a non-empty text for every key', (folder) => {
    for (const language of LANGUAGES) {
      const empty = Object.entries(readLocale(folder, language)).filter(
        ([, text]) => typeof text !== 'string' || text.trim() === '',
      );
      expect(empty, `${folder}/${language}.json`).toEqual([]);
    }
  });

  it('has every key the code uses, in every language', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const known = new Set(localeFolders.flatMap((folder) => Object.keys(readLocale(folder, language))));
      const missing = used.filter(({ key }) => !known.has(key)).map(({ key, file }) => `${key} (${file})`);
      expect(missing, `missing in ${language}`).toEqual([]);
    }
  });

  it('defines each key in one place only', () => {
    const owners = new Map<string, string>();
    const twice: string[] = [];
    for (const folder of localeFolders) {
      for (const key of Object.keys(readLocale(folder, 'pt-BR'))) {
        if (owners.has(key)) twice.push(`${key}: ${owners.get(key)} and ${folder}`);
        owners.set(key, folder);
      }
    }
    expect(twice).toEqual([]);
  });
});
