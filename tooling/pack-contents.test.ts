// What a stranger gets from `npm install @dossel/<package>`: the tarball `pnpm pack` makes, unpacked and
// read as npm would. It must carry the built entry points and nothing of ours that is not for them (tests,
// stories, fixtures, sources, source maps, comments pointing at maps it does not carry), and every package
// it imports must be declared, with React, React DOM, Mantine and i18next left to the host as peers — Mantine's
// CSS too: the host imports it once, so no style sheet of ours carries a second copy.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['api-client', 'ui-kit', 'portal-widgets'] as const;
/** The host's own copies must be used: two Reacts or two Mantine contexts break every widget. */
const HOST_PACKAGES = /^(react|react-dom|@mantine\/[^/]+|i18next|react-i18next)$/;

interface PackageJson {
  name: string;
  main?: string;
  types?: string;
  sideEffects?: boolean | string[];
  exports: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface Packed {
  /** Paths inside the tarball, without npm's leading `package/`. */
  files: string[];
  manifest: PackageJson;
  /** Text of every JavaScript file in the tarball, by path. */
  scripts: Map<string, string>;
  /** Text of every style sheet in the tarball, by path. */
  styles: Map<string, string>;
}

const work = mkdtempSync(path.join(tmpdir(), 'dossel-pack-'));
const packed = new Map<(typeof PACKAGES)[number], Packed>();

function listFiles(directory: string, prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(directory, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

beforeAll(() => {
  for (const name of PACKAGES) {
    const directory = path.join(root, 'packages', name);
    if (!existsSync(path.join(directory, 'dist', 'index.js'))) {
      throw new Error(
        `packages/${name}/dist is missing: build the packages first (\`pnpm -r --filter "./packages/**" build\`).`,
      );
    }
    const destination = path.join(work, name);
    const report = execFileSync('pnpm', ['pack', '--pack-destination', destination, '--json'], {
      cwd: directory,
      encoding: 'utf8',
    });
    const { filename } = JSON.parse(report) as { filename: string };
    execFileSync('tar', ['-xzf', filename, '-C', destination]);
    const unpacked = path.join(destination, 'package');
    const files = listFiles(unpacked);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8')) as PackageJson;
    const textsOf = (extension: string) =>
      new Map(
        files
          .filter((file) => file.endsWith(extension))
          .map((file) => [file, readFileSync(path.join(unpacked, file), 'utf8')]),
      );
    packed.set(name, { files, manifest, scripts: textsOf('.js'), styles: textsOf('.css') });
  }
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

function get(name: (typeof PACKAGES)[number]): Packed {
  const result = packed.get(name);
  if (!result) throw new Error(`${name} was not packed`);
  return result;
}

/** Every file an `exports` target names; a `*` pattern must match at least one file. */
function exportTargets(manifest: PackageJson): string[] {
  return Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
}

function matches(pattern: string, file: string): boolean {
  const expression = pattern
    .replace(/^\.\//, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${expression}$`).test(file);
}

/** Whether a `sideEffects` glob names a file, as bundlers read it: no slash matches the name anywhere. */
function matchesSideEffectsGlob(glob: string, file: string): boolean {
  const pattern = glob.replace(/^\.\//, '');
  const expression = pattern
    .split(/(\*\*\/|\*)/)
    .map((part) =>
      part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(pattern.includes('/') ? `^${expression}$` : `(^|/)${expression}$`).test(file);
}

/**
 * Mantine's own class names (`.m_77c9d27d`, its components' roots): any of them in a style sheet of ours
 * means a copy of Mantine's CSS went in. mantine-datatable's rules (ui-kit's own dependency) use none.
 */
const MANTINE_CLASS = /\.m_[0-9a-f]{8}\b/;

/** The `sourceMappingURL` comments of a built file: the map files it points browsers and bundlers to. */
function sourceMapReferences(text: string): string[] {
  return [...text.matchAll(/[#@]\s*sourceMappingURL=(?<url>\S+?)\s*(?:\*\/)?$/gm)].flatMap((match) =>
    match.groups?.url ? [match.groups.url] : [],
  );
}

/** The package a bare import names: `@scope/name` or `name`, without subpath or query. */
function packageOf(specifier: string): string {
  const parts = specifier.replace(/\?.*$/, '').split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** Bare specifiers of the static and dynamic imports in built JavaScript. */
function importedPackages(scripts: Map<string, string>): Set<string> {
  const found = new Set<string>();
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](?<specifier>[^"'./][^"']*)["']/g;
  for (const text of scripts.values()) {
    for (const match of text.matchAll(pattern)) {
      if (match.groups?.specifier) found.add(packageOf(match.groups.specifier));
    }
  }
  return found;
}

describe.each(PACKAGES)('the packed @dossel/%s', (name) => {
  it('holds package.json, README.md and the built entry with its declarations', () => {
    expect(get(name).files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']),
    );
  });

  it('holds every file its exports map, main and types point to', () => {
    const { files, manifest } = get(name);
    const targets = [...exportTargets(manifest), manifest.main, manifest.types].filter(
      (target): target is string => typeof target === 'string',
    );
    const missing = targets.filter((target) => !files.some((file) => matches(target, file)));
    expect(missing).toEqual([]);
  });

  it('ships no tests, stories, fixtures, sources or source maps', () => {
    const unwanted = get(name).files.filter((file) =>
      /(^src\/|\.(test|spec|stories|fixtures)\.|(^|\/)(__tests__|__fixtures__|testing)\/|\.map$|\.tsbuildinfo$)/.test(
        file,
      ),
    );
    expect(unwanted).toEqual([]);
  });

  it('points to no source map it does not ship', () => {
    const { files, scripts, styles } = get(name);
    const dangling = [...scripts, ...styles].flatMap(([file, text]) =>
      sourceMapReferences(text)
        .filter((url) => !url.startsWith('data:'))
        .map((url) => path.posix.join(path.posix.dirname(file), url))
        .filter((map) => !files.includes(map))
        .map((map) => `${file} -> ${map}`),
    );
    expect(dangling).toEqual([]);
  });

  it("carries no copy of Mantine's CSS in its style sheets (the host imports Mantine's once)", () => {
    const { styles } = get(name);
    const withMantine = [...styles].filter(([, text]) => MANTINE_CLASS.test(text)).map(([file]) => file);
    expect(withMantine).toEqual([]);
  });

  it('ships nothing but its package.json, README and dist (no files of other packages)', () => {
    const outside = get(name).files.filter(
      (file) => !/^(package\.json|README\.md|CHANGELOG\.md|LICENSE)$/.test(file) && !file.startsWith('dist/'),
    );
    expect(outside).toEqual([]);
    expect(get(name).files.filter((file) => file.includes('node_modules/'))).toEqual([]);
  });

  it('depends on published versions, not on the workspace', () => {
    const { dependencies = {}, peerDependencies = {} } = get(name).manifest;
    const workspaceRanges = Object.entries({ ...dependencies, ...peerDependencies }).filter(([, range]) =>
      range.startsWith('workspace:'),
    );
    expect(workspaceRanges).toEqual([]);
  });

  it('declares every package its built code imports, so nothing is bundled in or left undeclared', () => {
    const { manifest, scripts } = get(name);
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const undeclared = [...importedPackages(scripts)].filter((pkg) => !declared.has(pkg));
    expect(undeclared).toEqual([]);
  });

  it('leaves React, React DOM, Mantine and i18next to the host as peer dependencies', () => {
    const { manifest, scripts } = get(name);
    const bundledHostPackages = Object.keys(manifest.dependencies ?? {}).filter((pkg) =>
      HOST_PACKAGES.test(pkg),
    );
    expect(bundledHostPackages).toEqual([]);
    const imported = [...importedPackages(scripts)].filter((pkg) => HOST_PACKAGES.test(pkg));
    expect(imported.filter((pkg) => !manifest.peerDependencies?.[pkg])).toEqual([]);
    // Mantine's components render only inside react-dom, so whoever needs Mantine needs it too.
    if (imported.length > 0) {
      expect(Object.keys(manifest.peerDependencies ?? {})).toEqual(
        expect.arrayContaining(['react', 'react-dom']),
      );
    }
  });

  it('lets bundlers drop what a host does not import: the main entry and its chunks have no side effects', () => {
    const { files, manifest } = get(name);
    const { sideEffects } = manifest;
    expect(sideEffects, 'sideEffects must be set: false, or the few files that have them').toBeDefined();
    // The main entry's code: dist/index.js and the chunks beside it (script-tag bundles live in folders).
    const mainCode = files.filter((file) => /^dist\/[^/]+\.js$/.test(file));
    const marked = mainCode.filter((file) =>
      Array.isArray(sideEffects)
        ? sideEffects.some((glob) => matchesSideEffectsGlob(glob, file))
        : sideEffects,
    );
    expect(marked).toEqual([]);
  });
});
