import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const LANGUAGES = ['pt-BR', 'en-US', 'es'] as const;

/**
 * Every folder that keeps translations as `<lng>.json`. The portal serves the merge of all but the import
 * problems' (vite/locales-plugin.ts), which only the import screens load.
 */
export const localeFolders = [
  'packages/api-client/src/locales',
  'packages/api-client/src/imports/locales',
  'packages/ui-kit/src/locales',
  'packages/portal-widgets/src/locales',
  'apps/portal/src/locales',
].filter((folder) => existsSync(join(repoRoot, folder)));

/** Flattens `{ a: { b: 'x' } }` into `{ 'a.b': 'x' }`. */
export function flatten(tree: unknown, prefix = ''): Record<string, unknown> {
  if (typeof tree !== 'object' || tree === null) return { [prefix]: tree };
  return Object.entries(tree).reduce<Record<string, unknown>>(
    (flat, [key, value]) => ({ ...flat, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

export function readLocale(folder: string, language: string): Record<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(repoRoot, folder, `${language}.json`), 'utf8')));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', 'dist', 'locales'].includes(name)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|test-d|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Message keys anywhere in the contract's code, the API's and schema files (`tooSmall: 'validation.costMin'`,
 * `TOO_SMALL = 'validation.tooSmall'`, `fieldIssue(ctx, field, 'validation.required')`, the API's
 * `new Rejection(409, 'errors.users.emailTaken')`): they travel as strings, turned into text by the API
 * (its answers' `message`) or by the portal through `messageText`, where TypeScript cannot check them
 * (decision 021).
 */
const MESSAGE_KEY = /['"]((?:validation|errors)\.[\w-]+(?:\.[\w-]+)*)['"]/g;
const holdsMessageKeys = (file: string) =>
  /^(?:packages\/api-client|apps\/api)\/src\/|schemas?\.ts$/.test(file);

/**
 * Keys our code asks for: `t('a.b')`, `i18nKey="a.b"`, the message keys in zod schemas
 * (`error: 'validation.x'`) and every message key of the contract (above). Keys built from templates
 * cannot be found this way: they are typed instead (`menu.items.${ScreenId}`, decision 021), so
 * `pnpm typecheck` checks them against pt-BR and the first test keeps the other languages the same.
 */
export function usedKeys(): { key: string; file: string }[] {
  const patterns = [
    /\bt\(\s*['"]([\w-]+(?:\.[\w-]+)+)['"]/g,
    /i18nKey=["']([\w-]+(?:\.[\w-]+)+)["']/g,
    /error:\s*['"]((?:validation|errors)\.[\w.-]+)['"]/g,
  ];
  return ['packages', 'apps'].flatMap((top) =>
    sourceFiles(join(repoRoot, top)).flatMap((file) => {
      const path = relative(repoRoot, file);
      const text = readFileSync(file, 'utf8');
      return [...patterns, ...(holdsMessageKeys(path) ? [MESSAGE_KEY] : [])].flatMap((pattern) =>
        [...text.matchAll(pattern)].flatMap((match) => (match[1] ? [{ key: match[1], file: path }] : [])),
      );
    }),
  );
}
