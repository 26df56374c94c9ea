// A release rehearsal, run by `npm test`: in a temporary copy of the workspace (the checkout is left as it
// is), `changeset version` must give every package with a pending changeset a new version and a
// CHANGELOG.md entry holding the changeset's text, and `pnpm publish --dry-run` must pack each package with
// its workspace ranges turned into the new versions. The registry is pointed at a closed port, so nothing
// can be published even by mistake. Prints a summary; exits non-zero on any failure.
//
// Needs: the packages built (publish packs their dist).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['api-client', 'ui-kit', 'portal-widgets'];
/** Nothing listens on the discard port: a publish that tried to reach the registry would fail. */
const CLOSED_REGISTRY = 'http://127.0.0.1:9/';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const failures = [];

function sh(command, args, cwd) {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // npm's log-in check during a dry run would otherwise retry the closed registry for a minute.
      env: { ...process.env, npm_config_registry: CLOSED_REGISTRY, npm_config_fetch_retries: '0' },
    });
  } catch (error) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, {
      cause: error,
    });
  }
}

/** The pending changesets: for each, the packages it bumps and its summary. */
function pendingChangesets(directory) {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const text = readFileSync(join(directory, file), 'utf8');
      const [, front = '', summary = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      const releases = [...front.matchAll(/^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/gm)].map(
        (match) => match[1],
      );
      if (releases.length === 0) failures.push(`.changeset/${file} names no package and bump`);
      return { file, releases, summary: summary.trim() };
    });
}

const work = mkdtempSync(join(tmpdir(), 'dossel-release-'));
try {
  for (const name of PACKAGES) {
    if (!existsSync(join(root, 'packages', name, 'dist', 'index.js'))) {
      throw new Error(
        `packages/${name}/dist is missing: build first (\`pnpm -r --filter "./packages/**" build\`).`,
      );
    }
  }

  // What changesets and pnpm read: the workspace's manifests, the changesets, and each package's
  // published files. The apps come along because the changeset config names them (ignored, private).
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset']) {
    cpSync(join(root, file), join(work, file), { recursive: true });
  }
  for (const app of readdirSync(join(root, 'apps'))) {
    cpSync(join(root, 'apps', app, 'package.json'), join(work, 'apps', app, 'package.json'));
  }
  for (const name of PACKAGES) {
    cpSync(join(root, 'packages', name), join(work, 'packages', name), {
      recursive: true,
      filter: (source) => !source.includes('node_modules') && !source.includes('/src'),
    });
  }
  // The changelog generator and the CLI resolve from the copy as they would from the checkout.
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  // pnpm replaces `workspace:` ranges with the version of the linked sibling, as `pnpm install` links it.
  for (const name of PACKAGES) {
    const { dependencies = {} } = readJson(join(work, 'packages', name, 'package.json'));
    for (const dependency of Object.keys(dependencies).filter((dep) => dep.startsWith('@dossel/'))) {
      const link = join(work, 'packages', name, 'node_modules', dependency);
      mkdirSync(join(link, '..'), { recursive: true });
      symlinkSync(join(work, 'packages', dependency.replace('@dossel/', '')), link, 'dir');
    }
  }

  const before = Object.fromEntries(
    PACKAGES.map((name) => [name, readJson(join(work, 'packages', name, 'package.json'))]),
  );
  const changesets = pendingChangesets(join(work, '.changeset'));

  sh(join(root, 'node_modules', '.bin', 'changeset'), ['version'], work);

  const left = pendingChangesets(join(work, '.changeset'));
  if (left.length > 0) failures.push(`changeset version left ${left.map(({ file }) => file).join(', ')}`);

  const summary = [];
  for (const name of PACKAGES) {
    const directory = join(work, 'packages', name);
    const { name: packageName, version: oldVersion } = before[name];
    const { version } = readJson(join(directory, 'package.json'));
    const own = changesets.filter(({ releases }) => releases.includes(packageName));
    if (own.length > 0 && version === oldVersion) {
      failures.push(`${packageName} has ${own.length} pending changeset(s) but kept version ${version}`);
    }
    if (version !== oldVersion) {
      const changelog = existsSync(join(directory, 'CHANGELOG.md'))
        ? readFileSync(join(directory, 'CHANGELOG.md'), 'utf8')
        : '';
      if (!changelog.includes(`## ${version}`))
        failures.push(`${packageName}'s CHANGELOG.md has no ## ${version}`);
      for (const { file, summary: text } of own) {
        // The changelog keeps the summary's first line as it is.
        if (!changelog.includes(text.split('\n')[0])) {
          failures.push(`${packageName}'s CHANGELOG.md lacks the entry of .changeset/${file}`);
        }
      }
    }

    // The manifest as it would be published: pack it, then rehearse the publish itself.
    const { filename } = JSON.parse(sh('pnpm', ['pack', '--pack-destination', work, '--json'], directory));
    const manifest = JSON.parse(sh('tar', ['-xzOf', filename, 'package/package.json'], work));
    const published = JSON.parse(
      sh('pnpm', ['publish', '--dry-run', '--no-git-checks', '--json'], directory),
    )[packageName];
    if (published?.version !== version) {
      failures.push(`${packageName} would publish ${published?.version}, not ${version}`);
    }
    for (const [dependency, range] of Object.entries({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
    })) {
      const sibling = PACKAGES.find((other) => before[other].name === dependency);
      if (range.startsWith('workspace:'))
        failures.push(`${packageName} would publish ${dependency}@${range}`);
      const siblingVersion = sibling && readJson(join(work, 'packages', sibling, 'package.json')).version;
      if (siblingVersion && !range.includes(siblingVersion)) {
        failures.push(`${packageName} would publish ${dependency}@${range}, not the new ${siblingVersion}`);
      }
    }
    summary.push(
      `  ${packageName}: ${oldVersion} → ${version} (${own.length} changeset(s)), publish dry run: ` +
        `${published.files.length} files, ${(published.size / 1024).toFixed(0)} KB packed`,
    );
  }

  console.log(`release dry run in a copy of the workspace (${changesets.length} pending changesets)`);
  for (const line of summary) console.log(line);
} catch (error) {
  failures.push(error.message);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error('\n✖ release dry run failed:');
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log('✔ release dry run: versions, changelogs and packed tarballs as expected; nothing published');
