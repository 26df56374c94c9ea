import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

// The portal ships Mantine's styles per component (apps/portal/src/app/mantine-styles.css), not the whole
// stylesheet. This check fails when the portal starts rendering a Mantine component whose stylesheet that
// file does not import, and when the file imports one that nothing renders any more.
//
// What "renders" means here: every name the portal's sources (and the packages of ours it bundles) import
// from @mantine/core, @mantine/dates or @mantine/notifications, and everything mantine-datatable imports
// from @mantine/core, followed through Mantine's own modules (Select imports Combobox, which imports
// Popover…) to the CSS modules they reach: each `<Name>.module.mjs` is the class map of
// `@mantine/core/styles/<Name>.layer.css`. No list of dependencies to keep by hand.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const STYLES_MODULE = path.join(repoRoot, 'apps/portal/src/app/mantine-styles.css');

/** Our sources that the portal's bundle takes: the app and the two packages it imports. */
const SOURCE_ROOTS = ['apps/portal/src', 'packages/ui-kit/src', 'packages/portal-widgets/src'];
/** Never in the portal's bundle: tests, stories, their helpers, and the standalone widgets' own build. */
const NOT_BUNDLED = /\.(test|stories)\.tsx?$|[\\/](testing|standalone)[\\/]/;

/** Global styles the per-component files need (mantine.dev/styles/global-styles). */
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

const fromPortal = createRequire(path.join(repoRoot, 'apps/portal/package.json'));
const fromUiKit = createRequire(path.join(repoRoot, 'packages/ui-kit/package.json'));

/** A package's folder, found through a file its exports map lists (not all export package.json). */
function packageDir(require: NodeJS.Require, name: string, exported: string): string {
  const file = require.resolve(`${name}/${exported}`);
  return file.slice(0, file.lastIndexOf(`${path.sep}${exported.split('/').join(path.sep)}`));
}

const MANTINE = {
  '@mantine/core': packageDir(fromUiKit, '@mantine/core', 'styles.css'),
  '@mantine/dates': packageDir(fromPortal, '@mantine/dates', 'styles.css'),
  '@mantine/notifications': packageDir(fromUiKit, '@mantine/notifications', 'styles.css'),
} as const;
type MantinePackage = keyof typeof MANTINE;
const isMantinePackage = (name: string): name is MantinePackage => name in MANTINE;
// Its styles.css export is dist/styles.css, beside the ESM build.
const DATA_TABLE = path.join(path.dirname(fromUiKit.resolve('mantine-datatable/styles.css')), 'index.mjs');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `import { A, B as C, type D } from 'x'` and `export { … } from 'x'`, minified or not: [source, names]. */
function namedImports(code: string): [string, string[]][] {
  const found: [string, string[]][] = [];
  for (const match of code.matchAll(/(?:import|export)\s*(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (match[1]) continue;
    const names = (match[2] ?? '')
      .split(',')
      .map((specifier) => specifier.trim())
      .filter((specifier) => specifier && !specifier.startsWith('type '))
      .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? specifier);
    found.push([match[3] ?? '', names]);
  }
  return found;
}

/**
 * What the code loads on demand from a package: `const { a } = await import('x')` or
 * `import('x').then((module) => module.a)`, the names read up to the statement's end.
 */
function dynamicImports(code: string): [string, string[]][] {
  return [...code.matchAll(/import\(\s*'([^']+)'\s*\)([^;]*)/g)].map((match) => {
    const destructured = code.slice(0, match.index).match(/\{([\w\s,:]*)\}\s*=\s*await\s*$/)?.[1] ?? '';
    const read = [...(match[2] ?? '').matchAll(/\.\s*([A-Za-z]\w*)/g)].map((property) => property[1] ?? '');
    const names = destructured.split(',').map((name) => (name.split(':')[0] ?? '').trim());
    return [match[1] ?? '', [...names, ...read].filter((name) => name && name !== 'then')];
  });
}

/** Relative modules a Mantine ESM file imports or re-exports, side-effect imports included. */
function relativeImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((match) => match[1] ?? '');
}

/** Where each name a Mantine package's index exports is defined. */
const indexCache = new Map<MantinePackage, Map<string, string>>();
function exportsOf(pkg: MantinePackage): Map<string, string> {
  const cached = indexCache.get(pkg);
  if (cached) return cached;
  const esm = path.join(MANTINE[pkg], 'esm');
  const exports = new Map<string, string>();
  for (const [source, names] of namedImports(readFileSync(path.join(esm, 'index.mjs'), 'utf8'))) {
    // A name re-exported from another library (RemoveScroll) has no Mantine styles: no file to follow.
    const file = source.startsWith('.') ? path.join(esm, source) : '';
    for (const name of names) exports.set(name, file);
  }
  indexCache.set(pkg, exports);
  return exports;
}

/** The CSS modules (by name) reached from the given Mantine exports, and the date picker's, if any. */
function reachedStyles(seeds: [string, string[]][]): { core: Set<string>; packages: Set<MantinePackage> } {
  const core = new Set<string>();
  const packages = new Set<MantinePackage>();
  const seen = new Set<string>();
  const queue: string[] = [];
  const seed = (source: string, names: string[]) => {
    if (!isMantinePackage(source)) return;
    for (const name of names) {
      const file = exportsOf(source).get(name);
      if (file === undefined) throw new Error(`${source} exports no ${name} (or this check cannot find it)`);
      if (file) queue.push(file);
    }
  };
  for (const [source, names] of seeds) seed(source, names);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const moduleName = path.basename(file).match(/^(.+)\.module\.mjs$/)?.[1];
    if (moduleName) {
      const owner = (Object.keys(MANTINE) as MantinePackage[]).find((pkg) => file.startsWith(MANTINE[pkg]));
      if (owner === '@mantine/core') core.add(moduleName);
      else if (owner) packages.add(owner);
    }
    const code = readFileSync(file, 'utf8');
    for (const relative of relativeImports(code)) queue.push(path.resolve(path.dirname(file), relative));
    // The date picker and the toasts build on core's components.
    for (const [source, names] of namedImports(code)) seed(source, names);
  }
  return { core, packages };
}

/** What the portal's bundle renders: the sources' Mantine imports and the data table's. */
function requiredStyles() {
  const seeds: [string, string[]][] = [];
  let usesDataTable = false;
  for (const root of SOURCE_ROOTS) {
    for (const file of filesUnder(path.join(repoRoot, root))) {
      if (!/\.tsx?$/.test(file) || NOT_BUNDLED.test(file)) continue;
      const code = readFileSync(file, 'utf8');
      seeds.push(...namedImports(code), ...dynamicImports(code));
      if (/from\s+'mantine-datatable'/.test(code)) usesDataTable = true;
    }
  }
  if (usesDataTable) seeds.push(...namedImports(readFileSync(DATA_TABLE, 'utf8')));
  return reachedStyles(seeds);
}

/** The style sheets mantine-styles.css imports, in order. */
function importedSheets(): string[] {
  const css = readFileSync(STYLES_MODULE, 'utf8');
  return [...css.matchAll(/@import\s+'([^']+)'/g)].map((match) => match[1] ?? '');
}

const CORE_SHEET = /^@mantine\/core\/styles\/(.+)\.layer\.css$/;

describe("the portal's Mantine stylesheets", () => {
  const required = requiredStyles();
  const sheets = importedSheets();
  const coreSheets = sheets.flatMap((sheet) => sheet.match(CORE_SHEET)?.[1] ?? []);

  it("import every component stylesheet the portal's components reach, and no other", () => {
    expect(coreSheets.filter((name) => !GLOBAL_SHEETS.includes(name)).sort()).toEqual(
      [...required.core].sort(),
    );
  });

  it("import Mantine's global styles first, each sheet in the order of Mantine's full stylesheet", () => {
    expect(coreSheets.slice(0, GLOBAL_SHEETS.length)).toEqual(GLOBAL_SHEETS);
    // Within the one cascade layer, a later rule wins a tie: Button's after UnstyledButton's, and so on.
    const full = readFileSync(path.join(MANTINE['@mantine/core'], 'styles.layer.css'), 'utf8');
    const positions = coreSheets.map((name) => {
      const own = readFileSync(path.join(MANTINE['@mantine/core'], `styles/${name}.layer.css`), 'utf8');
      const firstRule = own
        .replace(/^@layer mantine\s*\{/, '')
        .trimStart()
        .split('{')[0];
      return full.indexOf(firstRule?.trim() ?? '');
    });
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('import only the cascade layer variants, the toasts after the components', () => {
    for (const sheet of sheets) expect(sheet).toMatch(/\.layer\.css$/);
    expect(required.packages.has('@mantine/notifications')).toBe(true);
    expect(sheets.at(-1)).toBe('@mantine/notifications/styles.layer.css');
  });

  it("leave the date picker's styles to the date fields' module, which imports them", () => {
    expect(required.packages.has('@mantine/dates')).toBe(true);
    const dateFields = readFileSync(
      path.join(repoRoot, 'apps/portal/src/components/forms/localized-dates.tsx'),
      'utf8',
    );
    expect(dateFields).toContain("import '@mantine/dates/styles.layer.css';");
  });
});
