import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { workspaceAliases } from '../../tooling/workspace-aliases.ts';
import { ELEMENT_TEXTS, ELEMENTS, pickTexts, type ElementName } from './src/standalone/element-texts.ts';

// One self-contained script per element (ELEMENTS): a page embeds only the widget it shows, with one tag.

/** Environment names allow no hyphen: `dossel-login-box` builds as `dossel_login_box`. */
function environmentName(element: ElementName): string {
  return element.replaceAll('-', '_');
}

/**
 * The elements' own i18next and react-i18next (src/standalone/i18n-shim): a few hundred bytes for what
 * they use, where the real pair costs a tenth of the login box's 150 KB gzip budget. Only here: the
 * package's React entry, the portal and the tests of the sources keep the real libraries.
 */
const i18nShim = [
  {
    find: /^i18next$/,
    replacement: fileURLToPath(new URL('src/standalone/i18n-shim/i18next.ts', import.meta.url)),
  },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('src/standalone/i18n-shim/react-i18next.tsx', import.meta.url)),
  },
];

/** Our packages' locale files, which every element imports whole (api-client, ui-kit, the widgets). */
const LOCALE_FILE = /\/packages\/(?:api-client|ui-kit|portal-widgets)\/src\/locales\/[\w-]+\.json$/;

/**
 * Cuts each locale file down to the texts of the element being built (ELEMENT_TEXTS), which is what the
 * element picks from them at run time anyway: the other widgets' texts would be dead weight in its script.
 */
const elementTextsOnly: Plugin = {
  name: 'dossel-element-texts-only',
  // Before Vite turns the JSON into a module.
  enforce: 'pre',
  transform(code, id) {
    const element = ELEMENTS.find((name) => environmentName(name) === this.environment.name);
    if (!element || !LOCALE_FILE.test(id)) return null;
    return { code: JSON.stringify(pickTexts(JSON.parse(code), ELEMENT_TEXTS[element])), map: null };
  },
};

/**
 * The elements put their styles in their shadow roots as text (`?inline`); the stylesheet Vite extracts
 * from the components' ordinary CSS imports would be a second, unused copy that pages need not load.
 */
const dropExtractedCss: Plugin = {
  name: 'dossel-drop-extracted-css',
  generateBundle(_options, bundle) {
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type === 'asset' && fileName.endsWith('.css')) Reflect.deleteProperty(bundle, fileName);
    }
  },
};

/** Where each `import('…')` with a literal specifier sits in a module, and what it loads. */
function dynamicImports(node: unknown, found: { start: number; end: number; specifier: string }[] = []) {
  if (typeof node !== 'object' || node === null) return found;
  if (Array.isArray(node)) {
    for (const child of node) dynamicImports(child, found);
    return found;
  }
  const { type, source, start, end } = node as Record<string, unknown>;
  if (type === 'ImportExpression' && typeof start === 'number' && typeof end === 'number') {
    const { type: sourceType, value } = (source ?? {}) as Record<string, unknown>;
    if (sourceType === 'Literal' && typeof value === 'string') found.push({ start, end, specifier: value });
  }
  for (const child of Object.values(node)) dynamicImports(child, found);
  return found;
}

/**
 * Our packages load some modules on demand (toasts, the sign-in schema, error bodies) so the portal's
 * first page stays small. In a one-file script that saves no download, and Rolldown still defers those
 * modules' evaluation by wrapping every module they reach in an initialiser, which costs the login box
 * about 4 KB gzip. Here each `import('x')` becomes the namespace of a static import of x, already
 * resolved: the same value a moment earlier, and no wrappers.
 */
const staticImportsOnly: Plugin = {
  name: 'dossel-static-imports-only',
  transform: {
    filter: { code: 'import(' },
    handler(code) {
      const found = dynamicImports(this.parse(code)).sort((a, b) => b.start - a.start);
      if (found.length === 0) return null;
      let rewritten = code;
      const statics = found.map(({ start, end, specifier }, index) => {
        const name = `__dosselStatic${index}`;
        rewritten = `${rewritten.slice(0, start)}Promise.resolve(${name})${rewritten.slice(end)}`;
        return `import * as ${name} from ${JSON.stringify(specifier)};`;
      });
      return { code: `${statics.join('')}${rewritten}`, map: null };
    },
  },
};

// `vite build -c vite.standalone.config.ts` builds every environment below, one after another, after
// tsup has written the rest of dist/. React, Mantine and the translations are bundled in; nothing is
// external, and no chunk is split off (the login box loads zod on demand in the portal; here it is inline).
export default defineConfig({
  plugins: [react(), dropExtractedCss, elementTextsOnly, staticImportsOnly],
  resolve: { alias: [...i18nShim, ...workspaceAliases] },
  // React and Mantine leave their development checks out on this, in every environment below.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  builder: {
    // Only the elements: the default `client` environment would look for an index.html.
    async buildApp(builder) {
      for (const element of ELEMENTS) {
        const environment = builder.environments[environmentName(element)];
        if (environment) await builder.build(environment);
      }
    },
  },
  environments: Object.fromEntries(
    ELEMENTS.map((element) => [
      environmentName(element),
      {
        // Named environments default to the server's resolve conditions; these run in browsers.
        consumer: 'client' as const,
        build: {
          outDir: 'dist/standalone',
          emptyOutDir: false,
          minify: true,
          // Like the rest of dist, maps stay out of the tarball; a minified bundle's map is 2.5 MB.
          sourcemap: false,
          target: 'es2022',
          // Whole pages' worth of code in one file by design; tooling/standalone-budget.test.ts holds the limit.
          chunkSizeWarningLimit: 700,
          // Not library mode: that one keeps whitespace in ES output; an entry script minifies fully.
          rollupOptions: {
            input: `src/standalone/${element}.tsx`,
            output: { format: 'es' as const, entryFileNames: `${element}.js`, codeSplitting: false },
          },
        },
      },
    ]),
  ),
});
