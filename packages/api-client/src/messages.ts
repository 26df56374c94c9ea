import enUS from './locales/en-US.json';
import es from './locales/es.json';
import ptBR from './locales/pt-BR.json';

/** The languages of the product, pt-BR first: it is the source and the fallback. */
export const LANGUAGES = ['pt-BR', 'en-US', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/**
 * The contract's own texts (validation and API error messages) in the three languages. Schemas carry
 * keys such as `validation.required`; the server and the UI both turn them into text from here.
 */
export const contractMessages = { 'pt-BR': ptBR, 'en-US': enUS, es } as const;

/** Picks the best of our languages for an Accept-Language header or a bare tag (`en`, `es-AR`). */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = LANGUAGES.find((lang) => lang.toLowerCase() === tag);
    if (exact) return exact;
    const primary = LANGUAGES.find((lang) => lang.toLowerCase().split('-')[0] === tag.split('-')[0]);
    if (primary) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Text of a dotted key in one set of texts by language, falling back to pt-BR, then to the key.
 * `{name}` placeholders take their values from `params`.
 */
export function translateFrom(
  messages: Record<Language, unknown>,
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const lookup = (lang: Language): string | undefined => {
    let node: unknown = messages[lang];
    for (const part of key.split('.')) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    return typeof node === 'string' ? node : undefined;
  };
  const text = lookup(language) ?? lookup(DEFAULT_LANGUAGE) ?? key;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    params[name] === undefined ? placeholder : String(params[name]),
  );
}

/** Text of a contract message (`validation.required`) in a language; see `translateFrom`. */
export function translateMessage(
  language: Language,
  key: string,
  params: Record<string, string> = {},
): string {
  return translateFrom(contractMessages, language, key, params);
}
