// Issue 8's "done when": a React app made from scratch, outside the workspace, installs the packed
// tarballs of the three packages from disk and everything else from the npm registry, at the LOWEST
// versions our peer ranges allow (what "tested ranges" means), follows the READMEs to render the login box
// and the weed map, type-checks, builds with Vite and is opened in Chromium. Exits non-zero with the reason
// on the first failure and prints how long each phase took.
//
// Needs: the packages built (`pnpm -r --filter "./packages/**" build`), the npm registry, Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['api-client', 'ui-kit', 'portal-widgets'];
const LANGUAGES = ['pt-BR', 'en-US', 'es'];
// tooling/chromium.ts's launch options, repeated: plain Node 20 cannot import that TypeScript file.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

class CheckFailure extends Error {}

const timings = [];
async function phase(name, action) {
  const started = performance.now();
  console.log(`▸ ${name}`);
  try {
    return await action();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    timings.push([name, seconds]);
    console.log(`  ${name}: ${seconds.toFixed(1)} s`);
  }
}

function sh(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new CheckFailure(
      `\`${command} ${args.join(' ')}\` failed in ${cwd}:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
      { cause: error },
    );
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The lowest version a peer range allows. Our ranges are written as `^x.y.z`, `~x.y.z`, `>=x[.y[.z]]` or an
 * exact version, joined by `||`; anything else is refused rather than guessed.
 */
function lowestVersion(range) {
  const candidates = range.split('||').map((part) => {
    const match = /^\s*(?:\^|~|>=)?\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(part);
    if (!match) throw new CheckFailure(`cannot tell the lowest version of the peer range "${range}"`);
    return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
  });
  candidates.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  return candidates[0].join('.');
}

function newer(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return x[index] > y[index] ? a : b;
  return a;
}

/** The version of a tool the workspace itself builds with, so the app uses one we know runs on Node 20. */
const workspaceVersion = (name) => readJson(join(root, 'node_modules', name, 'package.json')).version;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function serve(directory) {
  server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = join(directory, normalize(pathname === '/' ? '/index.html' : pathname));
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** The texts a user should see, from the locales each tarball ships. */
function texts(language) {
  const locale = (name) =>
    readJson(join(app, 'node_modules', '@dossel', name, 'dist', 'locales', `${language}.json`));
  const widgets = locale('portal-widgets').widgets;
  return {
    email: widgets.loginBox.email,
    password: widgets.loginBox.password,
    submit: widgets.loginBox.submit,
    required: locale('api-client').validation.required,
    mapLabel: widgets.weedMap.weeds.mapLabel,
    level3: widgets.weedMap.weeds.level3,
  };
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

async function checkPage(port, query, language) {
  const expected = texts(language);
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Chromium's software WebGL reports its own slow paths (GPU stall due to ReadPixels): not ours.
    if (message.text().startsWith('[.WebGL-')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const fail = (what) =>
    new CheckFailure(`[?${query}] ${what}${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`);
  try {
    await page.goto(`http://127.0.0.1:${port}/?${query}`);
    // Not exact: required fields' labels end in an asterisk. First: the password's show/hide button is
    // labelled with the word too, and comes after the field.
    const email = page.getByLabel(expected.email, { exact: false }).first();
    const password = page.getByLabel(expected.password, { exact: false }).first();
    try {
      await email.waitFor({ state: 'visible', timeout: 15_000 });
      await password.waitFor({ state: 'visible', timeout: 15_000 });
    } catch (error) {
      throw fail(
        `the login box's fields "${expected.email}" and "${expected.password}" are not shown: ${firstLine(error)}`,
      );
    }
    // The sign-in schema loads on demand: an empty submit proves that chunk resolves in a host's build.
    await page.getByRole('button', { name: expected.submit }).click();
    try {
      await page.getByText(expected.required).first().waitFor({ state: 'visible', timeout: 15_000 });
    } catch (error) {
      throw fail(`an empty sign-in does not show "${expected.required}": ${firstLine(error)}`);
    }
    try {
      await page
        .getByRole('region', { name: expected.mapLabel })
        .waitFor({ state: 'visible', timeout: 30_000 });
      await page.getByText(expected.level3, { exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
    } catch (error) {
      throw fail(`the weed map ("${expected.mapLabel}") and its legend are not shown: ${firstLine(error)}`);
    }
    try {
      // MapLibre draws in a web worker that the host's bundler must emit: onRendered proves it ran.
      await page.waitForFunction(() => window.weedMapRendered?.cells === 9, undefined, { timeout: 30_000 });
    } catch {
      const rendered = await page.evaluate(() => JSON.stringify(window.weedMapRendered ?? null));
      throw fail(`the weed map did not report its 9 cells drawn (onRendered gave ${rendered})`);
    }
    if (problems.length > 0) throw fail('the page reported problems');
    console.log(`  ?${query}: login box, validation message and weed map (9 cells) shown`);
  } finally {
    await page.close();
  }
}

const work = mkdtempSync(join(tmpdir(), 'dossel-fresh-app-'));
const app = join(work, 'app');
let browser;
let server;
// An interrupted run leaves nothing behind in the temporary folder either.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  });
}

try {
  const tarballs = await phase('pack the three packages', () =>
    PACKAGES.map((name) => {
      const directory = join(root, 'packages', name);
      if (!existsSync(join(directory, 'dist', 'index.js'))) {
        throw new CheckFailure(
          `packages/${name}/dist is missing: build first with \`pnpm -r --filter "./packages/**" build\`.`,
        );
      }
      const { filename } = JSON.parse(sh('pnpm', ['pack', '--pack-destination', work, '--json'], directory));
      const manifest = readJson(join(directory, 'package.json'));
      return { name: manifest.name, filename, peers: manifest.peerDependencies ?? {} };
    }),
  );

  // Every peer at the lowest version that all three packages' ranges allow.
  const peers = {};
  for (const { peers: ranges } of tarballs) {
    for (const [name, range] of Object.entries(ranges)) {
      const lowest = lowestVersion(range);
      peers[name] = peers[name] ? newer(peers[name], lowest) : lowest;
    }
  }
  for (const needed of ['react', 'react-dom', '@mantine/core', 'i18next', 'react-i18next']) {
    if (!peers[needed]) throw new CheckFailure(`no package declares a peer range for ${needed}`);
  }

  await phase('write the app', () => {
    mkdirSync(join(app, 'src'), { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      `${JSON.stringify(
        {
          name: 'dossel-fresh-app',
          private: true,
          type: 'module',
          dependencies: {
            ...peers,
            ...Object.fromEntries(tarballs.map(({ name, filename }) => [name, `file:${filename}`])),
          },
          devDependencies: Object.fromEntries(
            ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map((name) => [
              name,
              workspaceVersion(name),
            ]),
          ),
        },
        null,
        2,
      )}\n`,
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          // Mantine's declarations use ESNext's collection types (ReadonlySetLike).
          lib: ['ESNext', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          resolveJsonModule: true,
          // Our declarations are what is on trial, so they are checked too.
          skipLibCheck: false,
          types: ['vite/client'],
        },
        include: ['src'],
      }),
    );
    writeFileSync(
      join(app, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n",
    );
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html>\n<html lang="pt-BR"><head><meta charset="utf-8" /><link rel="icon" href="data:," />' +
        '<title>Fresh app</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    );
    // What a stranger writes from the READMEs: the styles, a client, the provider, the widgets.
    writeFileSync(
      join(app, 'src', 'main.tsx'),
      `import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@dossel/ui-kit/styles.css';
import '@dossel/portal-widgets/styles.css';

import { createCoreClient, encodeGridRaster, LANGUAGES, type Language, type PlotFeatureCollection } from '@dossel/api-client';
import apiClientEs from '@dossel/api-client/locales/es.json';
import { createDosselI18n, DosselProvider, LoginBox, WeedMap, type WeedMapGrid } from '@dossel/portal-widgets';
import widgetsEs from '@dossel/portal-widgets/locales/es.json';
import uiKitEs from '@dossel/ui-kit/locales/es.json';
import { createInstance } from 'i18next';
import { createRoot } from 'react-dom/client';

const search = new URLSearchParams(location.search);
const asked = search.get('lng');
const hostOwnsI18n = search.get('i18n') === 'host';
const language: Language = hostOwnsI18n ? 'es' : (LANGUAGES.find((lng) => lng === asked) ?? 'pt-BR');
const client = createCoreClient({ baseURL: '/api', getToken: () => null, locale: () => language });

/** A host's own i18next, its own default namespace, with the Dossel texts merged into \`translations\`. */
function hostI18n() {
  const instance = createInstance();
  void instance.init({ lng: 'es', resources: { es: { translation: { site: 'Sitio' } } }, initAsync: false });
  for (const texts of [apiClientEs, uiKitEs, widgetsEs]) {
    instance.addResourceBundle('es', 'translations', texts, true, false);
  }
  return instance;
}

// One plot of 3 x 3 cells of 50 m.
const west = -48.8;
const north = -22.6;
const CELL_LAT = 50 / 111_195;
const CELL_LON = CELL_LAT / Math.cos((north * Math.PI) / 180);
const plots: PlotFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 1,
      geometry: {
        type: 'Polygon',
        coordinates: [[[west, north], [west + 3 * CELL_LON, north], [west + 3 * CELL_LON, north - 3 * CELL_LAT], [west, north - 3 * CELL_LAT], [west, north]]],
      },
      properties: {
        id: 1, customerId: 1, gloc1: 'Fazenda', gloc2: 'Região', gloc3: 'Talhão 001', gloc4: null, gloc5: null,
        name: 'Talhão 001', areaHa: 2.25, plantingDate: '2022-03-15', seedYear: 2022, rotationStart: '2022-03-15',
        ageYears: 4.7, clone: 'AEC 144', spacing: '3x2', arrangement: 'Retangular', cutAgeYears: 7,
      },
    },
  ],
};
const levels = [1, 2, 3, 2, 3, 1, 3, 1, 2] as const;
// The grid travels compact (a raster of one byte a cell); a host builds one from its cells like this.
const grids: WeedMapGrid[] = [
  {
    plotId: 1,
    imageDate: '2026-10-15',
    raster: encodeGridRaster(
      levels.map((level, index) => ({
        lon: west + ((index % 3) + 0.5) * CELL_LON,
        lat: north - (Math.floor(index / 3) + 0.5) * CELL_LAT,
        level,
        areaHa: 0.25,
      })),
      50,
    ),
  },
];

declare global {
  interface Window {
    weedMapRendered?: { cells: number; renderMs: number };
  }
}

createRoot(document.getElementById('root')!).render(
  <DosselProvider client={client} i18n={hostOwnsI18n ? hostI18n() : createDosselI18n({ language })}>
    <LoginBox onSuccess={() => undefined} />
    <WeedMap plots={plots} grids={grids} height={320} onRendered={(info) => (window.weedMapRendered = info)} />
  </DosselProvider>,
);
`,
    );
  });

  await phase('npm install (registry + the three tarballs)', () =>
    sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app),
  );

  const installed = Object.fromEntries(
    Object.keys(peers).map((name) => [
      name,
      readJson(join(app, 'node_modules', name, 'package.json')).version,
    ]),
  );
  console.log(
    `  peers installed: ${Object.entries(installed)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ')}`,
  );
  const duplicated = ['react', 'react-dom', '@mantine/core'].filter((name) =>
    sh('npm', ['ls', name, '--all', '--parseable'], app)
      .trim()
      .split('\n')
      .some((line) => line.includes('/node_modules/@dossel/')),
  );
  if (duplicated.length > 0) {
    throw new CheckFailure(
      `a package brought its own copy of ${duplicated.join(', ')} instead of the host's`,
    );
  }

  await phase('tsc --noEmit (the declarations as a stranger sees them)', () =>
    sh(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app),
  );

  await phase('vite build', () => sh(join(app, 'node_modules', '.bin', 'vite'), ['build'], app));

  const port = await phase('serve dist', () => serve(join(app, 'dist')));

  await phase(
    'open in Chromium: login box and weed map in pt-BR, en-US, es and a host-owned i18next',
    async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      for (const language of LANGUAGES) await checkPage(port, `lng=${language}`, language);
      await checkPage(port, 'i18n=host', 'es');
    },
  );

  console.log('\n✔ a fresh app renders the login box and the weed map from the packed tarballs');
  for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
} catch (error) {
  console.error(`\n✖ fresh-app check failed: ${error instanceof CheckFailure ? error.message : error.stack}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
}
