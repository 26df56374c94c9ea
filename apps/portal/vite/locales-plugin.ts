import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

type Tree = { [key: string]: string | Tree };

/** Each part keeps its own translations; later folders win on a clash (there should be none). */
const LOCALE_FOLDERS = [
  'packages/api-client/src/locales',
  'packages/ui-kit/src/locales',
  'packages/portal-widgets/src/locales',
  'apps/portal/src/locales',
];
export const LANGUAGES = ['pt-BR', 'en-US', 'es'];
const NAMESPACE = 'translations';

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge(target: Tree, source: Tree): Tree {
  const merged: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? deepMerge(existing, value) : value;
  }
  return merged;
}

/** The merged `translations` namespace of one language; folders not written yet are skipped. */
export function mergeLocale(repoRoot: string, language: string): Tree {
  return LOCALE_FOLDERS.map((folder) => join(repoRoot, folder, `${language}.json`))
    .filter((file) => existsSync(file))
    .reduce<Tree>((merged, file) => deepMerge(merged, JSON.parse(readFileSync(file, 'utf8')) as Tree), {});
}

const urlPattern = new RegExp(`^/locales/([\\w-]+)/${NAMESPACE}\\.json(?:\\?.*)?$`);

/**
 * Serves `/locales/<lng>/translations.json` from the sources in development and emits the same files
 * in the build, so i18next's HTTP backend loads one merged file per language at run time instead of
 * every language riding in the entry bundle.
 */
export function localesPlugin({ repoRoot }: { repoRoot: string }): Plugin {
  return {
    name: 'dossel-locales',
    configureServer(server) {
      for (const language of LANGUAGES) {
        for (const folder of LOCALE_FOLDERS) server.watcher.add(join(repoRoot, folder, `${language}.json`));
      }
      server.middlewares.use((request, response, next) => {
        const language = request.url?.match(urlPattern)?.[1];
        if (!language || !LANGUAGES.includes(language)) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(JSON.stringify(mergeLocale(repoRoot, language)));
      });
    },
    generateBundle() {
      for (const language of LANGUAGES) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${language}/${NAMESPACE}.json`,
          source: JSON.stringify(mergeLocale(repoRoot, language)),
        });
      }
    },
  };
}
